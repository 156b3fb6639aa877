#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (100)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "foo", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "execute_region_inline"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg3: index):
      "tst.foo"() : () -> ()
      %39 = "scf.execute_region"() ({
        %40 = "tst.val"() : () -> i64
        "scf.yield"(%40) : (i64) -> ()
      }) : () -> i64
      "tst.bar"(%39) : (i64) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "execute_region_no_inline"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg2: index):
      "tst.foo"() : () -> ()
      %37 = "scf.execute_region"() <{no_inline}> ({
        %38 = "tst.val"() : () -> i64
        "scf.yield"(%38) : (i64) -> ()
      }) : () -> i64
      "tst.bar"(%37) : (i64) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "execute_region_under_func_no_inline"}> ({
    "tst.foo"() : () -> ()
    %35 = "scf.execute_region"() <{no_inline}> ({
      %36 = "tst.val"() : () -> i64
      "scf.yield"(%36) : (i64) -> ()
    }) : () -> i64
    "tst.bar"(%35) : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "func_execute_region_inline"}> ({
    "tst.foo"() : () -> ()
    %30 = "scf.execute_region"() ({
      %31 = "tst.cmp"() : () -> i1
      "cf.cond_br"(%31)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %32 = "tst.val1"() : () -> i64
      "cf.br"(%32)[^bb3] : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %33 = "tst.val2"() : () -> i64
      "cf.br"(%33)[^bb3] : (i64) -> ()
    ^bb3(%34: i64):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%34) : (i64) -> ()
    }) : () -> i64
    "tst.bar"(%30) : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "func_execute_region_inline_multi_yield"}> ({
    "tst.foo"() : () -> ()
    %26 = "scf.execute_region"() ({
      %27 = "tst.cmp"() : () -> i1
      "cf.cond_br"(%27)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %28 = "tst.val1"() : () -> i64
      "scf.yield"(%28) : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %29 = "tst.val2"() : () -> i64
      "scf.yield"(%29) : (i64) -> ()
    }) : () -> i64
    "tst.bar"(%26) : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<1x60xui8>, sym_name = "execute_region_yeilding_external_value", sym_visibility = "private"}> ({
    %24 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x60xui8>
    %25 = "scf.execute_region"() <{no_inline}> ({
      "func.call"() <{callee = @foo}> : () -> ()
      "scf.yield"(%24) : (memref<1x60xui8>) -> ()
    }) : () -> memref<1x60xui8>
    "func.return"(%25) : (memref<1x60xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<1x60xui8>, memref<1x120xui8>), sym_name = "execute_region_yeilding_external_and_local_values", sym_visibility = "private"}> ({
    %21 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x60xui8>
    %22:2 = "scf.execute_region"() <{no_inline}> ({
      %23 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x120xui8>
      "func.call"() <{callee = @foo}> : () -> ()
      "scf.yield"(%21, %23) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
    }) : () -> (memref<1x60xui8>, memref<1x120xui8>)
    "func.return"(%22#0, %22#1) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<1x60xui8>, memref<1x120xui8>), sym_name = "execute_region_multiple_yields_same_operands", sym_visibility = "private"}> ({
    %17 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x60xui8>
    %18 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x120xui8>
    %19:2 = "scf.execute_region"() <{no_inline}> ({
      %20 = "tst.cmp"() : () -> i1
      "cf.cond_br"(%20)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "func.call"() <{callee = @foo}> : () -> ()
      "scf.yield"(%17, %18) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
    ^bb2:  // pred: ^bb0
      "func.call"() <{callee = @foo}> : () -> ()
      "scf.yield"(%17, %18) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
    }) : () -> (memref<1x60xui8>, memref<1x120xui8>)
    "func.return"(%19#0, %19#1) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<1x60xui8>, memref<1x120xui8>), sym_name = "execute_region_multiple_yields_different_operands", sym_visibility = "private"}> ({
    %12 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x60xui8>
    %13 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x120xui8>
    %14 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x120xui8>
    %15:2 = "scf.execute_region"() <{no_inline}> ({
      %16 = "tst.cmp"() : () -> i1
      "cf.cond_br"(%16)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "func.call"() <{callee = @foo}> : () -> ()
      "scf.yield"(%12, %13) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
    ^bb2:  // pred: ^bb0
      "func.call"() <{callee = @foo}> : () -> ()
      "scf.yield"(%12, %14) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
    }) : () -> (memref<1x60xui8>, memref<1x120xui8>)
    "func.return"(%15#0, %15#1) : (memref<1x60xui8>, memref<1x120xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32), sym_name = "index_switch_fold"}> ({
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "scf.index_switch"(%4) <{cases = array<i64: 1>}> ({
      %11 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
      "scf.yield"(%11) : (f32) -> ()
    }, {
      %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "scf.yield"(%10) : (f32) -> ()
    }) : (index) -> f32
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "scf.index_switch"(%6) <{cases = array<i64: 0>}> ({
      %9 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
      "scf.yield"(%9) : (f32) -> ()
    }, {
      %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      "scf.yield"(%8) : (f32) -> ()
    }) : (index) -> f32
    "func.return"(%5, %7) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "index_switch_fold_no_res"}> ({
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.index_switch"(%3) <{cases = array<i64: 0>}> ({
      "tst.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<i32>) -> index, sym_name = "dead_index_switch_result"}> ({
  ^bb0(%arg0: index, %arg1: memref<i32>):
    %0:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      %2 = "arith.constant"() <{value = 11 : i32}> : () -> i32
      "memref.store"(%2, %arg1) : (i32, memref<i32>) -> ()
      "scf.yield"(%2, %arg0) : (i32, index) -> ()
    }, {
      %1 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      "memref.store"(%1, %arg1) : (i32, memref<i32>) -> ()
      "scf.yield"(%1, %arg0) : (i32, index) -> ()
    }) : (index) -> (i32, index)
    "func.return"(%0#1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

