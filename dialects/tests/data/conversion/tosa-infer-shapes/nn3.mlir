func.func @resize(%arg0: tensor<1x15x13x1xi8>, %arg1: tensor<1x50x48x1xf32>, %arg2: tensor<1x?x13x1xi8>, %arg3: tensor<*xf32>) {
  %scale = tosa.const_shape {values = dense<[11, 7, 89, 6]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x15x13x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x?x?x?xi8>
  %scale2 = tosa.const_shape {values = dense<[64, 2, 64, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset2 = tosa.const_shape {values = dense<-31> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border2 = tosa.const_shape {values = dense<31> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.resize %arg1, %scale2, %offset2, %border2 {mode = BILINEAR} : (tensor<1x50x48x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x?x?x?xf32>
  %2 = tosa.resize %arg2, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x?x13x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x?x?x?xi8>
  %3 = tosa.resize %arg3, %scale2, %offset2, %border2 {mode = BILINEAR} : (tensor<*xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x?x?x?xf32>
  return
}

func.func @fft(%re: tensor<1x4x8xf32>, %im: tensor<1x4x8xf32>, %dyn: tensor<?x?x?xf32>, %unranked: tensor<*xf32>) {
  %0, %1 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  %2, %3 = tosa.fft2d %dyn, %im {inverse = true} : (tensor<?x?x?xf32>, tensor<1x4x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  %4, %5 = tosa.rfft2d %re : (tensor<1x4x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  %6, %7 = tosa.rfft2d %dyn : (tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  %8, %9 = tosa.rfft2d %unranked : (tensor<*xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  return
}

func.func @conv3d(%arg0: tensor<2x8x9x10x3xf32>, %arg1: tensor<5x3x6x4x3xf32>, %arg2: tensor<5xf32>, %arg3: tensor<?x?x?x?x?xf32>, %arg4: tensor<?xf32>) {
  %zp = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.conv3d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<2x8x9x10x3xf32>, tensor<5x3x6x4x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?x?xf32>
  %1 = tosa.conv3d %arg0, %arg1, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1, 1>, pad = array<i64: 1, 2, 3, 4, 5, 7>, stride = array<i64: 1, 2, 3>} : (tensor<2x8x9x10x3xf32>, tensor<5x3x6x4x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?x?xf32>
  %2 = tosa.conv3d %arg3, %arg3, %arg2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?x?xf32>
  %3 = tosa.conv3d %arg0, %arg3, %arg4, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<2x8x9x10x3xf32>, tensor<?x?x?x?x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?x?xf32>
  return
}
