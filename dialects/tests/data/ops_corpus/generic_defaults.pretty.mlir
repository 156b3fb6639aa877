module {
  func.func @defaults(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<8xf32>, %arg4: vector<4x8xf32>, %arg5: index) -> f32 {
    %0 = arith.addf %arg0, %arg0 : f32
    %1 = arith.addi %arg1, %arg1 : i32
    %2 = math.exp %0 : f32
    %3 = vector.outerproduct %arg2, %arg3, %arg4 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.forall (%arg6) in (%arg5) {
    }
    return %2 : f32
  }
}

