// SymbolOpInterface::verify on the upstream symbol ops: visibility, public declarations, symbol-table parents.
func.func @f() {
  scf.execute_region {
    func.func private @g()
    scf.yield
  }
  return
}
// -----
func.func @f() {
  scf.execute_region {
    memref.global "private" @m : memref<2xf32>
    scf.yield
  }
  return
}
// -----
memref.global @public_external : memref<2xf32>
// -----
"memref.global"() <{sym_name = "m", sym_visibility = "secret", type = memref<2xf32>}> : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "d", sym_visibility = "hidden"}> ({}) : () -> ()
// -----
func.func @decl()
// -----
"test.holder"() ({
  func.func private @g()
}) : () -> ()
// -----
func.func @f() {
  affine.for %i = 0 to 4 {
    func.func private @h()
  }
  return
}
// -----
module {
  module @inner {
    func.func private @ok()
    memref.global "nested" @n : memref<1xi8>
  }
}
// -----
func.func @t() {
  scf.execute_region {
    tosa.variable @v = dense<0> : tensor<1xi8>
    scf.yield
  }
  return
}
