// CASE: linalg OpDSL convolutions (1-D/2-D/3-D, grouped, quantized, strides/dilations) with float and mixed integer types
func.func @conv(%i1: tensor<1x10x3xf32>, %f1: tensor<3x3x4xf32>, %o1: tensor<1x8x4xf32>,
                %i1c: tensor<1x3x10xf32>, %f1c: tensor<4x3x3xf32>, %o1c: tensor<1x4x8xf32>,
                %x1: tensor<10xf32>, %k1: tensor<3xf32>, %y1: tensor<8xf32>,
                %x2: tensor<10x10xf32>, %k2: tensor<3x3xf32>, %y2: tensor<8x8xf32>,
                %x3: tensor<6x6x6xi8>, %k3: tensor<3x3x3xi8>, %y3: tensor<4x4x4xi32>) -> tensor<1x8x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %f1 : tensor<1x10x3xf32>, tensor<3x3x4xf32>) outs(%o1 : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  %1 = linalg.conv_1d_ncw_fcw ins(%i1c, %f1c : tensor<1x3x10xf32>, tensor<4x3x3xf32>) outs(%o1c : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %2 = linalg.conv_1d ins(%x1, %k1 : tensor<10xf32>, tensor<3xf32>) outs(%y1 : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.conv_2d ins(%x2, %k2 : tensor<10x10xf32>, tensor<3x3xf32>) outs(%y2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = linalg.conv_3d ins(%x3, %k3 : tensor<6x6x6xi8>, tensor<3x3x3xi8>) outs(%y3 : tensor<4x4x4xi32>) -> tensor<4x4x4xi32>
  return %0 : tensor<1x8x4xf32>
}

func.func @conv2d(%in: tensor<1x9x9x3xf32>, %hwcf: tensor<3x3x3x8xf32>, %fhwc: tensor<8x3x3x3xf32>, %out: tensor<1x4x4x8xf32>,
                  %nchw: tensor<1x3x9x9xi8>, %fchw: tensor<8x3x3x3xi8>, %onchw: tensor<1x8x7x7xi32>, %zp: i32) -> tensor<1x4x4x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %hwcf : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%out : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %1 = linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%in, %fhwc : tensor<1x9x9x3xf32>, tensor<8x3x3x3xf32>) outs(%out : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %2 = linalg.conv_2d_nchw_fchw ins(%nchw, %fchw : tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>) outs(%onchw : tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32>
  %3 = linalg.conv_2d_nchw_fchw_q ins(%nchw, %fchw, %zp, %zp : tensor<1x3x9x9xi8>, tensor<8x3x3x3xi8>, i32, i32) outs(%onchw : tensor<1x8x7x7xi32>) -> tensor<1x8x7x7xi32>
  %4 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>} ins(%in, %hwcf, %zp, %zp : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>, i32, i32) outs(%out : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

func.func @grouped(%a: memref<1x2x4x9x9xf32>, %fg: memref<8x2x4x3x3xf32>, %gf: memref<2x8x4x3x3xf32>, %o: memref<1x2x8x7x7xf32>,
                   %b: memref<1x9x9x2x4xi8>, %gfhwc: memref<2x8x3x3x4xi8>, %ob: memref<1x7x7x2x8xi32>, %zp: i32,
                   %ai: memref<1x2x4x9x9xi8>, %gfi: memref<2x8x4x3x3xi8>, %oi: memref<1x2x8x7x7xi32>) {
  linalg.conv_2d_ngchw_fgchw ins(%a, %fg : memref<1x2x4x9x9xf32>, memref<8x2x4x3x3xf32>) outs(%o : memref<1x2x8x7x7xf32>)
  linalg.conv_2d_ngchw_gfchw ins(%a, %gf : memref<1x2x4x9x9xf32>, memref<2x8x4x3x3xf32>) outs(%o : memref<1x2x8x7x7xf32>)
  linalg.conv_2d_nhwgc_gfhwc ins(%b, %gfhwc : memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>) outs(%ob : memref<1x7x7x2x8xi32>)
  linalg.conv_2d_nhwgc_gfhwc_q ins(%b, %gfhwc, %zp, %zp : memref<1x9x9x2x4xi8>, memref<2x8x3x3x4xi8>, i32, i32) outs(%ob : memref<1x7x7x2x8xi32>)
  linalg.conv_2d_ngchw_gfchw_q ins(%ai, %gfi, %zp, %zp : memref<1x2x4x9x9xi8>, memref<2x8x4x3x3xi8>, i32, i32) outs(%oi : memref<1x2x8x7x7xi32>)
  return
}

func.func @conv3d(%a: tensor<1x6x6x6x3xf16>, %f: tensor<3x3x3x3x8xf16>, %o: tensor<1x4x4x4x8xf32>,
                  %c: tensor<1x3x6x10x14xf32>, %fc: tensor<8x3x3x3x3xf32>, %oc: tensor<1x8x4x4x4xf32>, %zp: i32) -> tensor<1x4x4x4x8xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 1, 1]> : tensor<3xi64>} ins(%a, %f : tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>) outs(%o : tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
  %1 = linalg.conv_3d_ndhwc_dhwcf_q ins(%a, %f, %zp, %zp : tensor<1x6x6x6x3xf16>, tensor<3x3x3x3x8xf16>, i32, i32) outs(%o : tensor<1x4x4x4x8xf32>) -> tensor<1x4x4x4x8xf32>
  %2 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 2, 3]> : tensor<3xi64>} ins(%c, %fc : tensor<1x3x6x10x14xf32>, tensor<8x3x3x3x3xf32>) outs(%oc : tensor<1x8x4x4x4xf32>) -> tensor<1x8x4x4x4xf32>
  return %0 : tensor<1x4x4x4x8xf32>
}
