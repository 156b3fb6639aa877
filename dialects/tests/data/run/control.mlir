// Control flow and scalar semantics: rods-run must give the values the test
// states, here and after mlir-opt-22 lowers affine and scf to cf (gen.sh).
func.func @collatz(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi ne, %x, %c1 : i32
    scf.condition(%more) %x, %steps : i32, i32
  } do {
  ^bb0(%x: i32, %steps: i32):
    %rem = arith.remui %x, %c2 : i32
    %odd = arith.cmpi eq, %rem, %c1 : i32
    %next = scf.if %odd -> i32 {
      %t = arith.muli %x, %c3 : i32
      %u = arith.addi %t, %c1 : i32
      scf.yield %u : i32
    } else {
      %h = arith.divui %x, %c2 : i32
      scf.yield %h : i32
    }
    %s = arith.addi %steps, %c1 : i32
    scf.yield %next, %s : i32, i32
  }
  return %r#1 : i32
}

func.func @integers(%a: i8) -> (i8, i8, i8, i32, i8, i32) {
  %c100 = arith.constant 100 : i8
  %cm3 = arith.constant -3 : i8
  %c2 = arith.constant 2 : i8
  %sum = arith.addi %a, %c100 : i8
  %q = arith.divsi %sum, %cm3 : i8
  %f = arith.floordivsi %sum, %cm3 : i8
  %sh = arith.shrsi %sum, %c2 : i8
  %ext = arith.extsi %sum : i8 to i32
  %fl = arith.sitofp %sum : i8 to f32
  %half = arith.constant 0.5 : f32
  %m = arith.mulf %fl, %half : f32
  %back = arith.fptosi %m : f32 to i32
  return %sum, %q, %f, %ext, %sh, %back : i8, i8, i8, i32, i8, i32
}

func.func @switches(%i: index) -> (index, index) {
  %r = scf.index_switch %i -> index
  case 2 {
    %c20 = arith.constant 20 : index
    scf.yield %c20 : index
  }
  case 5 {
    %c50 = arith.constant 50 : index
    scf.yield %c50 : index
  }
  default {
    %c0 = arith.constant 0 : index
    scf.yield %c0 : index
  }
  %v = arith.index_cast %i : index to i32
  cf.switch %v : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  %c7 = arith.constant 7 : index
  return %r, %c7 : index, index
^bb2:
  %c8 = arith.constant 8 : index
  return %r, %c8 : index, index
}

#set = affine_set<(d0) : (d0 - 4 >= 0)>
func.func @affine_things(%i: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0) -> ((d0 * 3 + 1) mod 5)>(%i)
  %b = affine.min affine_map<(d0) -> (d0 floordiv 2, 3)>(%i)
  %c = affine.if #set(%i) -> index {
    %x = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
    affine.yield %x : index
  } else {
    %c9 = arith.constant 9 : index
    affine.yield %c9 : index
  }
  return %a, %b, %c : index, index, index
}

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %small -> i64 {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @tensors(%t: tensor<4xf32>) -> (tensor<2xf32>, tensor<4xf32>, tensor<6xf32>, tensor<3xf32>, f32) {
  %s = tensor.extract_slice %t[1] [2] [2] : tensor<4xf32> to tensor<2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.splat %z : tensor<4xf32>
  %ins = tensor.insert_slice %s into %e[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %cat = tensor.concat dim(0) %s, %t : (tensor<2xf32>, tensor<4xf32>) -> tensor<6xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %fe = tensor.from_elements %x, %z, %x : tensor<3xf32>
  %g = tensor.generate {
  ^bb0(%k: index):
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    tensor.yield %kf : f32
  } : tensor<4xf32>
  %sum = arith.addf %fe, %fe : tensor<3xf32>
  %c3 = arith.constant 3 : index
  %last = tensor.extract %g[%c3] : tensor<4xf32>
  %r = math.sqrt %last : f32
  return %s, %ins, %cat, %sum, %r : tensor<2xf32>, tensor<4xf32>, tensor<6xf32>, tensor<3xf32>, f32
}
