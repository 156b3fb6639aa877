// An unregistered dialect's attribute (MLIR's builtin OpaqueAttr) is no memory space.
func.func @f(%a: memref<2xi8, #x.space>) {
  return
}
