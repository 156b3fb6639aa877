func.func private @foo()->()

func.func @execute_region_inline() {
  affine.for %i = 0 to 100 {
    "tst.foo"() : () -> ()
    %v = scf.execute_region -> i64 {
      %x = "tst.val"() : () -> i64
      scf.yield %x : i64
    }
    "tst.bar"(%v) : (i64) -> ()
  }
  return
}

func.func @execute_region_no_inline() {
  affine.for %i = 0 to 100 {
    "tst.foo"() : () -> ()
    %v = scf.execute_region -> i64 no_inline {
      %x = "tst.val"() : () -> i64
      scf.yield %x : i64
    }
    "tst.bar"(%v) : (i64) -> ()
  }
  return
}

func.func @execute_region_under_func_no_inline() {
    "tst.foo"() : () -> ()
    %v = scf.execute_region -> i64 no_inline {
      %x = "tst.val"() : () -> i64
      scf.yield %x : i64
    }
    "tst.bar"(%v) : (i64) -> ()
  return
}

func.func @func_execute_region_inline() {
    "tst.foo"() : () -> ()
    %v = scf.execute_region -> i64 {
      %c = "tst.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      %x = "tst.val1"() : () -> i64
      cf.br ^bb4(%x : i64)
    ^bb3:
      %y = "tst.val2"() : () -> i64
      cf.br ^bb4(%y : i64)
    ^bb4(%z : i64):
      scf.yield %z : i64
    }
    "tst.bar"(%v) : (i64) -> ()
  return
}

func.func @func_execute_region_inline_multi_yield() {
    "tst.foo"() : () -> ()
    %v = scf.execute_region -> i64 {
      %c = "tst.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      %x = "tst.val1"() : () -> i64
      scf.yield %x : i64
    ^bb3:
      %y = "tst.val2"() : () -> i64
      scf.yield %y : i64
    }
    "tst.bar"(%v) : (i64) -> ()
  return
}

func.func private @execute_region_yeilding_external_value() -> memref<1x60xui8> {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x60xui8>  
  %1 = scf.execute_region -> memref<1x60xui8> no_inline {    
    func.call @foo():()->()
    scf.yield %alloc: memref<1x60xui8>
  }  
  return %1 : memref<1x60xui8>
}

func.func private @execute_region_yeilding_external_and_local_values() -> (memref<1x60xui8>, memref<1x120xui8>) {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x60xui8>  
  %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {    
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x120xui8>
    func.call @foo():()->()
    scf.yield %alloc, %alloc_1: memref<1x60xui8>,  memref<1x120xui8>
  }  
  return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
}

func.func private @execute_region_multiple_yields_same_operands() -> (memref<1x60xui8>, memref<1x120xui8>) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x60xui8>  
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x120xui8>  
    %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
      %c = "tst.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:    
      func.call @foo():()->()
      scf.yield %alloc, %alloc_1 : memref<1x60xui8>, memref<1x120xui8>
    ^bb3: 
      func.call @foo():()->()   
      scf.yield %alloc, %alloc_1 : memref<1x60xui8>, memref<1x120xui8>
    }  
    return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
  }

func.func private @execute_region_multiple_yields_different_operands() -> (memref<1x60xui8>, memref<1x120xui8>) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x60xui8>  
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x120xui8>  
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x120xui8>  
    %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
      %c = "tst.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:    
      func.call @foo():()->()
      scf.yield %alloc, %alloc_1 : memref<1x60xui8>, memref<1x120xui8>
    ^bb3: 
      func.call @foo():()->()   
      scf.yield %alloc, %alloc_2 : memref<1x60xui8>, memref<1x120xui8>
    }  
    return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
  }

func.func @index_switch_fold() -> (f32, f32) {
  %switch_cst = arith.constant 1: index
  %0 = scf.index_switch %switch_cst -> f32
  case 1 {
    %y = arith.constant 1.0 : f32
    scf.yield %y : f32
  }
  default {
    %y = arith.constant 42.0 : f32
    scf.yield %y : f32
  }

  %switch_cst_2 = arith.constant 2: index
  %1 = scf.index_switch %switch_cst_2 -> f32
  case 0 {
    %y = arith.constant 0.0 : f32
    scf.yield %y : f32
  }
  default {
    %y = arith.constant 42.0 : f32
    scf.yield %y : f32
  }

  return %0, %1 : f32, f32
}

func.func @index_switch_fold_no_res() {
  %c1 = arith.constant 1 : index
  scf.index_switch %c1
  case 0 {
    scf.yield
  }
  default {
    "tst.op"() : () -> ()
    scf.yield
  }
  return
}

func.func @dead_index_switch_result(%arg0 : index, %arg1 : memref<i32>) -> index {
  %non_live, %live = scf.index_switch %arg0 -> i32, index
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %c10, %arg0 : i32, index
  }
  default {
    %c11 = arith.constant 11 : i32
    memref.store %c11, %arg1[] : memref<i32>
    scf.yield %c11, %arg0 : i32, index
  }
  return %live : index
}
