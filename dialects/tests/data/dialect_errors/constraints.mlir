// Invalid generic-form ops of upstream dialects; each case's first error
// must equal mlir-opt-22's (see constraints.expected).
%0 = "x.src"() : () -> i32
%1 = "arith.addf"(%0, %0) : (i32, i32) -> i32
// -----
%0 = "x.src"() : () -> f32
%1 = "arith.addf"(%0, %0) : (f32, f32) -> f64
// -----
%0 = "x.src"() : () -> f32
%1 = "arith.addf"(%0) : (f32) -> f32
// -----
%0 = "x.src"() : () -> f32
"arith.addf"(%0, %0) : (f32, f32) -> ()
// -----
%0 = "x.src"() : () -> f32
%1 = "arith.addf"(%0, %0) <{fastmath = 1 : i32}> : (f32, f32) -> f32
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = "x.src"() : () -> tensor<5xf32>
%2 = "arith.addf"(%0, %1) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "arith.mulf"(%0, %0) : (vector<4xf32>, vector<4xf32>) -> vector<4xi32>
// -----
%0 = "x.src"() : () -> i32
%1 = "arith.negf"(%0) : (i32) -> i32
// -----
%0 = "x.src"() : () -> f32
%1 = "arith.addi"(%0, %0) : (f32, f32) -> f32
// -----
%0 = "x.src"() : () -> i32
%1 = "x.src"() : () -> i64
%2 = "arith.addi"(%0, %1) : (i32, i64) -> i32
// -----
%0 = "x.src"() : () -> index
%1 = "arith.subi"(%0, %0) : (index, index) -> i64
// -----
%0 = "x.src"() : () -> si32
%1 = "arith.andi"(%0, %0) : (si32, si32) -> si32
// -----
%0 = "x.src"() : () -> i32
%1 = "arith.cmpi"(%0, %0) : (i32, i32) -> i1
// -----
%0 = "x.src"() : () -> i32
%1 = "arith.cmpi"(%0, %0) <{predicate = 42 : i64}> : (i32, i32) -> i1
// -----
%0 = "x.src"() : () -> i32
%1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i32}> : (i32, i32) -> i1
// -----
%0 = "x.src"() : () -> i32
%1 = "x.src"() : () -> i64
%2 = "arith.cmpi"(%0, %1) <{predicate = 1 : i64}> : (i32, i64) -> i1
// -----
%0 = "x.src"() : () -> i32
%1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (i32, i32) -> i32
// -----
%0 = "x.src"() : () -> vector<4xi32>
%1 = "arith.cmpi"(%0, %0) <{predicate = 1 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
// -----
%0 = "x.src"() : () -> i1
%1 = "x.src"() : () -> i32
%2 = "x.src"() : () -> i64
%3 = "arith.select"(%0, %1, %2) : (i1, i32, i64) -> i32
// -----
%0 = "x.src"() : () -> i32
%3 = "arith.select"(%0, %0, %0) : (i32, i32, i32) -> i32
// -----
%0 = "x.src"() : () -> f32
%1 = "arith.extsi"(%0) : (f32) -> i64
// -----
%0 = "x.src"() : () -> vector<4xi32>
%1 = "arith.extsi"(%0) : (vector<4xi32>) -> vector<5xi64>
// -----
%0 = "x.src"() : () -> i32
%1 = "memref.alloc"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
// -----
%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
// -----
%0 = "memref.alloc"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// -----
%0 = "memref.alloc"() <{alignment = -8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// -----
%0 = "x.src"() : () -> index
%1 = "memref.alloc"(%0) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
// -----
%0 = "x.src"() : () -> tensor<4xf32>
"memref.dealloc"(%0) : (tensor<4xf32>) -> ()
// -----
%0 = "x.src"() : () -> memref<4xf32>
%1 = "x.src"() : () -> index
%2 = "memref.load"(%0, %1) : (memref<4xf32>, index) -> i32
// -----
%0 = "x.src"() : () -> memref<4xf32>
%1 = "x.src"() : () -> i32
%2 = "memref.load"(%0, %1) : (memref<4xf32>, i32) -> f32
// -----
%0 = "x.src"() : () -> memref<4xf32>
%1 = "x.src"() : () -> index
%2 = "memref.load"(%0, %1) <{nontemporal = 1 : i64}> : (memref<4xf32>, index) -> f32
// -----
%0 = "x.src"() : () -> memref<4xf32>
%1 = "x.src"() : () -> index
%2 = "x.src"() : () -> f16
"memref.store"(%2, %0, %1) : (f16, memref<4xf32>, index) -> ()
// -----
%0 = "x.src"() : () -> tensor<4xf32>
%1 = "memref.rank"(%0) : (tensor<4xf32>) -> index
// -----
%0 = "x.src"() : () -> memref<4xf32>
%1 = "memref.rank"(%0) : (memref<4xf32>) -> i64
// -----
"scf.yield"() : () -> ()
// -----
%0 = "x.src"() : () -> i32
"cf.assert"(%0) <{msg = "boom"}> : (i32) -> ()
// -----
%0 = "x.src"() : () -> i1
"cf.assert"(%0) : (i1) -> ()
// -----
%0 = "x.src"() : () -> i1
"cf.assert"(%0) <{msg = 3 : i64}> : (i1) -> ()
// -----
"x.func"() ({
^bb0:
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()
// -----
"x.func"() ({
^bb0:
  %0 = "x.src"() : () -> i32
  "cf.cond_br"(%0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()
// -----
"x.func"() ({
^bb0:
  %0 = "x.src"() : () -> i1
  "cf.cond_br"(%0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()
// -----
"x.func"() ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
%0 = "func.call"() : () -> i32
// -----
%0 = "func.call"() <{callee = "f"}> : () -> i32
// -----
%0 = "tosa.const_shape"() <{values = 3 : i64}> : () -> i32
// -----
%0 = "tosa.const_shape"() : () -> i32
