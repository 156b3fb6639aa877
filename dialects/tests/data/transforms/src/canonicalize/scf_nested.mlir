func.func @nested(%c: i1, %n: index, %x: i32, %m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c10 = arith.constant 10 : i32
    %c20 = arith.constant 20 : i32
    %v = memref.load %m[%i] : memref<16xi32>
    scf.if %c {
      %s = arith.addi %c10, %c20 : i32
      %w = arith.addi %v, %s : i32
      memref.store %w, %m[%i] : memref<16xi32>
    } else {
      %unused = arith.muli %v, %c10 : i32
      %z = arith.subi %v, %v : i32
      memref.store %z, %m[%i] : memref<16xi32>
    }
    %dead = memref.load %m[%c0] : memref<16xi32>
  }
  return
}
