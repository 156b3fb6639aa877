// An attribute of a dialect MLIR registers (rods keeps it as text) is a memory space.
"test.op"() {a = memref<2xi8, #gpu.address_space<workgroup>>, b = memref<*xf32, #gpu.address_space<private>>} : () -> ()
