// memref.get_global's symbol uses, checked after the module's symbol table.
memref.global "private" @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @undefined() {
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global "private" @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @mismatch() {
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @not_a_global() {
  %0 = memref.get_global @not_a_global : memref<2xf32>
  return
}

// -----

memref.global "private" constant @c : memref<2xi32> = dense<[1, 2]>
func.func @valid() -> memref<2xi32> {
  %0 = memref.get_global @c : memref<2xi32>
  return %0 : memref<2xi32>
}

// -----

memref.global "private" @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @generic() {
  %0 = "memref.get_global"() <{name = @g}> : () -> memref<4xf32>
  return
}
