func.func @f(%m: memref<4x4xf32>, %i: index) {
  // expected-remark@below {{found an instance of 'read' on op operand 0, on resource '<Default>'}}
  %0 = memref.load %m[%i, %i] : memref<4x4xf32>
  // expected-remark@below {{operation has no memory effects}}
  %1 = arith.addf %0, %0 : f32
  // expected-remark@below {{found an instance of 'allocate' on op result 0, on resource 'AutomaticAllocationScope'}}
  %2 = memref.alloca() : memref<8xf32>
  return
}

// -----

func.func @g(%m: memref<4x4xf32>, %i: index) {
  // expected-remark@below {{operation has no memory effects}}
  %1 = arith.addi %i, %i : index
  // expected-warning@below {{not emitted}}
  %2 = arith.muli %i, %i : index
  return
}
