module {
  memref.global "private" @g_dead : memref<2xf32> = dense<0.0>
  memref.global "private" constant @g_live : memref<2xf32> = dense<1.0>
  memref.global @g_pub : memref<2xf32> = uninitialized
  memref.global "private" @g_decl : memref<2xf32>
  ml_program.global private @m_dead(dense<4> : tensor<4xi32>) : tensor<4xi32>
  ml_program.global private mutable @m_live(dense<4> : tensor<4xi32>) : tensor<4xi32>
  ml_program.func private @mf_decl(i32) -> i32
  ml_program.func @mf_pub(%arg0: i32) -> i32 {
    ml_program.return %arg0 : i32
  }
  ml_program.subgraph private @sg_dead(%arg0: i32) -> i32 {
    ml_program.output %arg0 : i32
  }
  func.func private @f_decl(i32) -> i32
  func.func private @f_called(i32) -> i32
  func.func @user() -> memref<2xf32> {
    %0 = memref.get_global @g_live : memref<2xf32>
    %1 = ml_program.global_load @m_live : tensor<4xi32>
    %c = arith.constant 1 : i32
    %2 = func.call @f_called(%c) : (i32) -> i32
    return %0 : memref<2xf32>
  }
  module {
    func.func private @anon_dead() { return }
    func.func @anon_pub() { return }
  }
}
