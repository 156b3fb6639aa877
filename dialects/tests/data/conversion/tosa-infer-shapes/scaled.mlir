func.func @mm(%a: tensor<4x8x32xf8E4M3FN>, %as: tensor<4x8x1xf8E8M0FNU>, %b: tensor<4x16x32xf8E4M3FN>, %bs: tensor<4x16x1xf8E8M0FNU>, %da: tensor<?x?x32xf8E4M3FN>, %das: tensor<?x?x1xf8E8M0FNU>, %ua: tensor<*xf8E4M3FN>, %uas: tensor<*xf8E8M0FNU>, %db: tensor<?x?x32xf8E4M3FN>, %dbs: tensor<?x?x1xf8E8M0FNU>, %dbs1: tensor<1x?x1xf8E8M0FNU>, %das2: tensor<?x8x1xf8E8M0FNU>) {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>, tensor<4x16x32xf8E4M3FN>, tensor<4x16x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %1 = tosa.matmul_t_block_scaled %da, %das, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<?x?x1xf8E8M0FNU>, tensor<4x16x32xf8E4M3FN>, tensor<4x16x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %2 = tosa.matmul_t_block_scaled %ua, %uas, %db, %dbs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>, tensor<?x?x32xf8E4M3FN>, tensor<?x?x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %3 = tosa.matmul_t_block_scaled %da, %das2, %db, %dbs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<?x8x1xf8E8M0FNU>, tensor<?x?x32xf8E4M3FN>, tensor<?x?x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %4 = tosa.matmul_t_block_scaled %da, %das, %db, %dbs1 {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<?x?x1xf8E8M0FNU>, tensor<?x?x32xf8E4M3FN>, tensor<1x?x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %5 = tosa.matmul_t_block_scaled %ua, %uas, %ua, %uas {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>, tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>) -> tensor<*xf32>
  return
}
func.func @casts(%x: tensor<4x32xf32>, %d: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>, %dd: tensor<?x32xf8E4M3FN>, %ds: tensor<4x?xf8E8M0FNU>, %u: tensor<*xf32>, %ud: tensor<*xf8E4M3FN>, %us: tensor<*xf8E8M0FNU>) {
  %0, %1 = tosa.cast_to_block_scaled %x {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf32>) -> (tensor<?x?xf8E4M3FN>, tensor<?x?xf8E8M0FNU>)
  %2, %3 = tosa.cast_to_block_scaled %u {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>)
  %4 = tosa.cast_from_block_scaled %d, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<?x?xf32>
  %5 = tosa.cast_from_block_scaled %dd, %ds {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x32xf8E4M3FN>, tensor<4x?xf8E8M0FNU>) -> tensor<?x?xf32>
  %6 = tosa.cast_from_block_scaled %ud, %us {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>) -> tensor<*xf32>
  %7 = tosa.cast_from_block_scaled %ud, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<*xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<*xf32>
  %8, %9 = tosa.cast_to_block_scaled %x {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf32>) -> (tensor<*xf8E4M3FN>, tensor<*xf8E8M0FNU>)
  return
}
func.func @mm_broadcast(%da: tensor<?x?x32xf8E4M3FN>, %das: tensor<?x?x1xf8E8M0FNU>, %b1: tensor<1x16x32xf8E4M3FN>, %db: tensor<?x?x32xf8E4M3FN>, %bs4: tensor<4x?x1xf8E8M0FNU>, %bs: tensor<?x16x1xf8E8M0FNU>, %a: tensor<4x8x32xf8E4M3FN>, %as: tensor<4x8x1xf8E8M0FNU>, %bs1: tensor<1x16x1xf8E8M0FNU>, %as3: tensor<3x?x1xf8E8M0FNU>) {
  %0 = tosa.matmul_t_block_scaled %da, %das, %b1, %bs1 {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<?x?x1xf8E8M0FNU>, tensor<1x16x32xf8E4M3FN>, tensor<1x16x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %1 = tosa.matmul_t_block_scaled %da, %das, %db, %bs4 {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<?x?x1xf8E8M0FNU>, tensor<?x?x32xf8E4M3FN>, tensor<4x?x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %2 = tosa.matmul_t_block_scaled %da, %das, %db, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<?x?x1xf8E8M0FNU>, tensor<?x?x32xf8E4M3FN>, tensor<?x16x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %3 = tosa.matmul_t_block_scaled %a, %as, %b1, %bs1 {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>, tensor<1x16x32xf8E4M3FN>, tensor<1x16x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  %4 = tosa.matmul_t_block_scaled %da, %as3, %db, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x?x32xf8E4M3FN>, tensor<3x?x1xf8E8M0FNU>, tensor<?x?x32xf8E4M3FN>, tensor<?x16x1xf8E8M0FNU>) -> tensor<?x?x?xf32>
  return
}
func.func @casts_dynamic(%x: tensor<?x64xf32>, %y: tensor<4x?xf32>, %z: tensor<2x3x64xbf16>) {
  %0, %1 = tosa.cast_to_block_scaled %x {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<?x64xf32>) -> (tensor<?x?xf8E4M3FN>, tensor<?x?xf8E8M0FNU>)
  %2, %3 = tosa.cast_to_block_scaled %y {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x?xf32>) -> (tensor<?x?xf8E4M3FN>, tensor<?x?xf8E8M0FNU>)
  %4, %5 = tosa.cast_to_block_scaled %z {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<2x3x64xbf16>) -> (tensor<*xf8E4M3FN>, tensor<?x?x?xf8E8M0FNU>)
  return
}
