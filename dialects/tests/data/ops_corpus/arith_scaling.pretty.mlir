module {
  func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: vector<4xf8E5M2>, %arg3: vector<4xf8E8M0FNU>, %arg4: tensor<2x?xf32>, %arg5: tensor<2x?xf8E8M0FNU>, %arg6: f16) {
    %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
    %1 = arith.scaling_extf %arg2, %arg3 fastmath<fast> : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xbf16>
    %2 = arith.scaling_truncf %arg4, %arg5 : tensor<2x?xf32>, tensor<2x?xf8E8M0FNU> to tensor<2x?xf4E2M1FN>
    %3 = arith.scaling_truncf %arg6, %arg1 to_nearest_even : f16, f8E8M0FNU to f8E4M3FN
    %4 = arith.scaling_truncf %arg6, %arg1 downward fastmath<nnan,ninf> {k} : f16, f8E8M0FNU to f8E5M2
    %5 = arith.scaling_extf %arg0, %arg1 fastmath<contract> {k = 1 : i32} : f4E2M1FN, f8E8M0FNU to f16
    return
  }
}

