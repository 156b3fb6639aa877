module {
  func.func @pub() { return }
  func.func private @priv_dead() { return }
  func.func private @priv_live() { return }
  func.func private @priv_chain() { call @priv_live() : () -> () return }
  func.func @user() { call @priv_live() : () -> () return }
  func.func private @decl()
  func.func nested @nested_dead() { return }
  module @inner {
    func.func private @n_dead() { return }
    func.func @n_pub() { return }
  }
  module @hidden attributes {sym_visibility = "private"} {
    func.func @h1() { return }
    func.func nested @h2() { return }
  }
  module @gone attributes {sym_visibility = "private"} {
    func.func @g() { return }
  }
  func.func @refs() attributes {ref = @hidden::@h1} { return }
}
