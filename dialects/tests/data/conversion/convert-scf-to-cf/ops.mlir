func.func @for_loop(%m: memref<4xf32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %c1 {
    memref.store %f, %m[%i] : memref<4xf32>
  }
  return
}
func.func @nested_iter(%m: memref<4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (f32) {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f32) {
      %x = memref.load %m[%i, %j] : memref<4x4xf32>
      %y = arith.addf %b, %x : f32
      scf.yield %y : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @if_else(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}
func.func @if_only(%c: i1, %m: memref<f32>, %a: f32) {
  scf.if %c {
    memref.store %a, %m[] : memref<f32>
  }
  return
}
func.func @while_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  return %r : i32
}
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @switch(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
