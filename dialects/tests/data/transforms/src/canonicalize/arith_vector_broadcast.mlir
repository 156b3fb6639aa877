// vector.broadcast of constants folds to splats (BroadcastOp::fold), which
// arith then folds further; the vector dialect materializes arith.constant.
func.func @sitofp_splat() -> vector<4xf32> {
  %c0 = arith.constant 2 : i32
  %splat = vector.broadcast %c0 : i32 to vector<4xi32>
  %res = arith.sitofp %splat : vector<4xi32> to vector<4xf32>
  return %res : vector<4xf32>
}

func.func @broadcast_of_splat() -> vector<2x4xi1> {
  %t = arith.constant dense<true> : vector<4xi1>
  %b = vector.broadcast %t : vector<4xi1> to vector<2x4xi1>
  %x = arith.xori %b, %b : vector<2x4xi1>
  return %x : vector<2x4xi1>
}

func.func @broadcast_same_type(%v: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %n = arith.negf %b : vector<4xf32>
  %m = arith.negf %n : vector<4xf32>
  return %m : vector<4xf32>
}

func.func @broadcast_dense_stays(%f: f32) -> vector<2x3xf32> {
  %d = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = vector.broadcast %d : vector<3xf32> to vector<2x3xf32>
  %s = vector.broadcast %f : f32 to vector<2x3xf32>
  %r = arith.addf %b, %s : vector<2x3xf32>
  return %r : vector<2x3xf32>
}

func.func @broadcast_poison() -> vector<4xi8> {
  %p = ub.poison : i8
  %b = vector.broadcast %p : i8 to vector<4xi8>
  return %b : vector<4xi8>
}
