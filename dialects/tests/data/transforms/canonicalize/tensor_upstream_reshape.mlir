"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5xf32>) -> tensor<5xf32>, sym_name = "expand_shape_identity_fold"}> ({
  ^bb0(%arg96: tensor<5xf32>):
    %142 = "tensor.expand_shape"(%arg96) <{reassociation = [[0]], static_output_shape = array<i64: 5>}> : (tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%142) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "expand_shape_rank0_identity_fold"}> ({
  ^bb0(%arg95: tensor<f32>):
    %141 = "tensor.expand_shape"(%arg95) <{reassociation = [], static_output_shape = array<i64>}> : (tensor<f32>) -> tensor<f32>
    "func.return"(%141) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4xf32>) -> tensor<5x4xf32>, sym_name = "collapse_shape_identity_fold"}> ({
  ^bb0(%arg94: tensor<5x4xf32>):
    %140 = "tensor.collapse_shape"(%arg94) <{reassociation = [[0], [1]]}> : (tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%140) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "collapse_shape_rank0_identity_fold"}> ({
  ^bb0(%arg93: tensor<f32>):
    %139 = "tensor.collapse_shape"(%arg93) <{reassociation = []}> : (tensor<f32>) -> tensor<f32>
    "func.return"(%139) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xi32>) -> tensor<4xf32>, sym_name = "fold_reshape_constant_splat"}> ({
  ^bb0(%arg92: tensor<1xi32>):
    %137 = "arith.constant"() <{value = dense<1.000000e-01> : tensor<4x1xf32>}> : () -> tensor<4x1xf32>
    %138 = "tensor.reshape"(%137, %arg92) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    "func.return"(%138) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?xindex>, tensor<?xindex>, tensor<?xindex>) -> tensor<*xf32>, sym_name = "fold_reshape_chain"}> ({
  ^bb0(%arg88: tensor<*xf32>, %arg89: tensor<?xindex>, %arg90: tensor<?xindex>, %arg91: tensor<?xindex>):
    %134 = "tensor.reshape"(%arg88, %arg89) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    %135 = "tensor.reshape"(%134, %arg90) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    %136 = "tensor.reshape"(%135, %arg91) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    "func.return"(%136) : (tensor<*xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>, sym_name = "fold_reshape_1d"}> ({
  ^bb0(%arg86: tensor<?xf32>, %arg87: tensor<1xindex>):
    %133 = "tensor.reshape"(%arg86, %arg87) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
    "func.return"(%133) : (tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index, index, index) -> tensor<?x6x4x?x5xf32>, sym_name = "compose_expand_of_expand"}> ({
  ^bb0(%arg81: tensor<?x?xf32>, %arg82: index, %arg83: index, %arg84: index, %arg85: index):
    %131 = "tensor.expand_shape"(%arg81, %arg82, %arg83) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (tensor<?x?xf32>, index, index) -> tensor<?x4x?xf32>
    %132 = "tensor.expand_shape"(%131, %arg84, %arg85) <{reassociation = [[0, 1], [2], [3, 4]], static_output_shape = array<i64: -9223372036854775808, 6, 4, -9223372036854775808, 5>}> : (tensor<?x4x?xf32>, index, index) -> tensor<?x6x4x?x5xf32>
    "func.return"(%132) : (tensor<?x6x4x?x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<1x1x1xf32>, sym_name = "compose_expand_of_expand_of_zero_dim"}> ({
  ^bb0(%arg80: tensor<f32>):
    %129 = "tensor.expand_shape"(%arg80) <{reassociation = [], static_output_shape = array<i64: 1>}> : (tensor<f32>) -> tensor<1xf32>
    %130 = "tensor.expand_shape"(%129) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 1, 1>}> : (tensor<1xf32>) -> tensor<1x1x1xf32>
    "func.return"(%130) : (tensor<1x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x12x32xf32>) -> tensor<?x32xf32>, sym_name = "collapse_of_cast"}> ({
  ^bb0(%arg79: tensor<8x12x32xf32>):
    %126 = "tensor.cast"(%arg79) : (tensor<8x12x32xf32>) -> tensor<?x?x?xf32>
    %127 = "tensor.collapse_shape"(%126) <{reassociation = [[0, 1], [2]]}> : (tensor<?x?x?xf32>) -> tensor<?x?xf32>
    %128 = "tensor.cast"(%127) : (tensor<?x?xf32>) -> tensor<?x32xf32>
    "func.return"(%128) : (tensor<?x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<12x4xf32>) -> tensor<12x4xf32>, sym_name = "fold_collapse_of_expand"}> ({
  ^bb0(%arg78: tensor<12x4xf32>):
    %124 = "tensor.expand_shape"(%arg78) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 4, 4>}> : (tensor<12x4xf32>) -> tensor<3x4x4xf32>
    %125 = "tensor.collapse_shape"(%124) <{reassociation = [[0, 1], [2]]}> : (tensor<3x4x4xf32>) -> tensor<12x4xf32>
    "func.return"(%125) : (tensor<12x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>, sym_name = "fold_collapse_of_expand_dynamic"}> ({
  ^bb0(%arg75: tensor<?x?xf32>, %arg76: index, %arg77: index):
    %122 = "tensor.expand_shape"(%arg75, %arg76, %arg77) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (tensor<?x?xf32>, index, index) -> tensor<?x4x?xf32>
    %123 = "tensor.collapse_shape"(%122) <{reassociation = [[0, 1], [2]]}> : (tensor<?x4x?xf32>) -> tensor<?x?xf32>
    "func.return"(%123) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>, sym_name = "fold_collapse_of_expand_fully_dynamic"}> ({
  ^bb0(%arg71: tensor<?x?xf32>, %arg72: index, %arg73: index, %arg74: index):
    %120 = "tensor.expand_shape"(%arg71, %arg72, %arg73, %arg74) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    %121 = "tensor.collapse_shape"(%120) <{reassociation = [[0, 1], [2]]}> : (tensor<?x?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%121) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, index, index) -> tensor<?x?x?xf32>, sym_name = "no_fold_parallel_collapse_of_expand_dynamic"}> ({
  ^bb0(%arg66: tensor<?x?x?xf32>, %arg67: index, %arg68: index, %arg69: index, %arg70: index):
    %118 = "tensor.expand_shape"(%arg66, %arg67, %arg68, %arg69, %arg70) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index) -> tensor<?x?x?x?xf32>
    %119 = "tensor.collapse_shape"(%118) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<?x?x?x?xf32>) -> tensor<?x?x?xf32>
    "func.return"(%119) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x4xf32>) -> tensor<3x4x4xf32>, sym_name = "fold_expand_of_collapse"}> ({
  ^bb0(%arg65: tensor<3x4x4xf32>):
    %116 = "tensor.collapse_shape"(%arg65) <{reassociation = [[0, 1], [2]]}> : (tensor<3x4x4xf32>) -> tensor<12x4xf32>
    %117 = "tensor.expand_shape"(%116) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 4, 4>}> : (tensor<12x4xf32>) -> tensor<3x4x4xf32>
    "func.return"(%117) : (tensor<3x4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x4x?xf32>, index, index) -> tensor<?x4x?xf32>, sym_name = "fold_expand_of_collapse_dynamic"}> ({
  ^bb0(%arg62: tensor<?x4x?xf32>, %arg63: index, %arg64: index):
    %114 = "tensor.collapse_shape"(%arg62) <{reassociation = [[0, 1], [2]]}> : (tensor<?x4x?xf32>) -> tensor<?x?xf32>
    %115 = "tensor.expand_shape"(%114, %arg63, %arg64) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (tensor<?x?xf32>, index, index) -> tensor<?x4x?xf32>
    "func.return"(%115) : (tensor<?x4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, index) -> tensor<?x?x?xf32>, sym_name = "no_fold_expand_of_collapse_dynamic"}> ({
  ^bb0(%arg58: tensor<?x?x?xf32>, %arg59: index, %arg60: index, %arg61: index):
    %112 = "tensor.collapse_shape"(%arg58) <{reassociation = [[0, 1], [2]]}> : (tensor<?x?x?xf32>) -> tensor<?x?xf32>
    %113 = "tensor.expand_shape"(%112, %arg59, %arg60, %arg61) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%113) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x64x1xf32>) -> tensor<?x384xf32>, sym_name = "compose_expand_of_collapse_last_two_dims"}> ({
  ^bb0(%arg57: tensor<?x64x1xf32>):
    %106 = "tensor.collapse_shape"(%arg57) <{reassociation = [[0, 1, 2]]}> : (tensor<?x64x1xf32>) -> tensor<?xf32>
    %107 = "arith.constant"() <{value = 0 : index}> : () -> index
    %108 = "tensor.dim"(%106, %107) : (tensor<?xf32>, index) -> index
    %109 = "arith.constant"() <{value = 384 : index}> : () -> index
    %110 = "arith.divui"(%108, %109) : (index, index) -> index
    %111 = "tensor.expand_shape"(%106, %110) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 384>}> : (tensor<?xf32>, index) -> tensor<?x384xf32>
    "func.return"(%111) : (tensor<?x384xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4x5x6x7x8xf32>) -> tensor<24x5x42x8xf32>, sym_name = "compose_expand_of_collapse"}> ({
  ^bb0(%arg56: tensor<2x3x4x5x6x7x8xf32>):
    %104 = "tensor.collapse_shape"(%arg56) <{reassociation = [[0, 1, 2, 3, 4, 5, 6]]}> : (tensor<2x3x4x5x6x7x8xf32>) -> tensor<40320xf32>
    %105 = "tensor.expand_shape"(%104) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 24, 5, 42, 8>}> : (tensor<40320xf32>) -> tensor<24x5x42x8xf32>
    "func.return"(%105) : (tensor<24x5x42x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<24x5x42x8xf32>) -> tensor<2x3x4x5x6x7x8xf32>, sym_name = "compose_expand_of_collapse_7D"}> ({
  ^bb0(%arg55: tensor<24x5x42x8xf32>):
    %102 = "tensor.collapse_shape"(%arg55) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<24x5x42x8xf32>) -> tensor<40320xf32>
    %103 = "tensor.expand_shape"(%102) <{reassociation = [[0, 1, 2, 3, 4, 5, 6]], static_output_shape = array<i64: 2, 3, 4, 5, 6, 7, 8>}> : (tensor<40320xf32>) -> tensor<2x3x4x5x6x7x8xf32>
    "func.return"(%103) : (tensor<2x3x4x5x6x7x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xi64>, index, index, index) -> tensor<?x?xi64>, sym_name = "compose_collapse_of_expand"}> ({
  ^bb0(%arg51: tensor<?x?x?xi64>, %arg52: index, %arg53: index, %arg54: index):
    %100 = "tensor.expand_shape"(%arg51, %arg52, %arg53, %arg54) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, 1>}> : (tensor<?x?x?xi64>, index, index, index) -> tensor<?x?x?x1xi64>
    %101 = "tensor.collapse_shape"(%100) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<?x?x?x1xi64>) -> tensor<?x?xi64>
    "func.return"(%101) : (tensor<?x?xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2048xf32>) -> tensor<4x512xf32>, sym_name = "compose_collapse_of_expand_1D"}> ({
  ^bb0(%arg50: tensor<2048xf32>):
    %98 = "tensor.expand_shape"(%arg50) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 4, 1, 512>}> : (tensor<2048xf32>) -> tensor<1x4x1x512xf32>
    %99 = "tensor.collapse_shape"(%98) <{reassociation = [[0, 1, 2], [3]]}> : (tensor<1x4x1x512xf32>) -> tensor<4x512xf32>
    "func.return"(%99) : (tensor<4x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>, sym_name = "compose_expand_of_collapse_0_rank_to_expand"}> ({
  ^bb0(%arg49: tensor<1x1x1xf32>):
    %96 = "tensor.collapse_shape"(%arg49) <{reassociation = []}> : (tensor<1x1x1xf32>) -> tensor<f32>
    %97 = "tensor.expand_shape"(%96) <{reassociation = [], static_output_shape = array<i64: 1, 1, 1, 1>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    "func.return"(%97) : (tensor<1x1x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x1x1xf32>) -> tensor<1x1x1xf32>, sym_name = "compose_expand_of_collapse_0_rank_to_collapse"}> ({
  ^bb0(%arg48: tensor<1x1x1x1xf32>):
    %94 = "tensor.collapse_shape"(%arg48) <{reassociation = []}> : (tensor<1x1x1x1xf32>) -> tensor<f32>
    %95 = "tensor.expand_shape"(%94) <{reassociation = [], static_output_shape = array<i64: 1, 1, 1>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    "func.return"(%95) : (tensor<1x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "zero_rank_reshape_multi"}> ({
  ^bb0(%arg47: tensor<f32>):
    %91 = "tensor.expand_shape"(%arg47) <{reassociation = [], static_output_shape = array<i64: 1>}> : (tensor<f32>) -> tensor<1xf32>
    %92 = "tensor.expand_shape"(%91) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %93 = "tensor.collapse_shape"(%92) <{reassociation = []}> : (tensor<1x1xf32>) -> tensor<f32>
    "func.return"(%93) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>) -> tensor<?x?xf32>, sym_name = "compose_collapse_of_collapse"}> ({
  ^bb0(%arg46: tensor<?x?x?x?x?xf32>):
    %89 = "tensor.collapse_shape"(%arg46) <{reassociation = [[0, 1], [2], [3, 4]]}> : (tensor<?x?x?x?x?xf32>) -> tensor<?x?x?xf32>
    %90 = "tensor.collapse_shape"(%89) <{reassociation = [[0, 1], [2]]}> : (tensor<?x?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%90) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x1xf32>) -> tensor<f32>, sym_name = "compose_collapse_of_collapse_zero_dim"}> ({
  ^bb0(%arg45: tensor<1x1x1xf32>):
    %87 = "tensor.collapse_shape"(%arg45) <{reassociation = [[0, 1, 2]]}> : (tensor<1x1x1xf32>) -> tensor<1xf32>
    %88 = "tensor.collapse_shape"(%87) <{reassociation = []}> : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%88) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x512xf32>) -> tensor<2048xf32>, sym_name = "fold_collapse_of_expand_1D"}> ({
  ^bb0(%arg44: tensor<4x512xf32>):
    %85 = "tensor.expand_shape"(%arg44) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 1, 4, 1, 512>}> : (tensor<4x512xf32>) -> tensor<1x4x1x512xf32>
    %86 = "tensor.collapse_shape"(%85) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<1x4x1x512xf32>) -> tensor<2048xf32>
    "func.return"(%86) : (tensor<2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2048x1x1xf32>) -> tensor<4x512x1x1xf32>, sym_name = "fold_collapse_of_expand_unit_dims"}> ({
  ^bb0(%arg43: tensor<2048x1x1xf32>):
    %83 = "tensor.expand_shape"(%arg43) <{reassociation = [[0, 1, 2, 3], [4], [5]], static_output_shape = array<i64: 1, 4, 1, 512, 1, 1>}> : (tensor<2048x1x1xf32>) -> tensor<1x4x1x512x1x1xf32>
    %84 = "tensor.collapse_shape"(%83) <{reassociation = [[0, 1, 2], [3], [4], [5]]}> : (tensor<1x4x1x512x1x1xf32>) -> tensor<4x512x1x1xf32>
    "func.return"(%84) : (tensor<4x512x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2048x1x2048xf32>) -> tensor<4x512x1x512x4xf32>, sym_name = "compose_collapse_of_expand_unit_dims"}> ({
  ^bb0(%arg42: tensor<2048x1x2048xf32>):
    %81 = "tensor.expand_shape"(%arg42) <{reassociation = [[0, 1, 2, 3, 4], [5], [6, 7, 8]], static_output_shape = array<i64: 1, 4, 1, 512, 1, 1, 512, 1, 4>}> : (tensor<2048x1x2048xf32>) -> tensor<1x4x1x512x1x1x512x1x4xf32>
    %82 = "tensor.collapse_shape"(%81) <{reassociation = [[0, 1, 2], [3, 4], [5], [6, 7], [8]]}> : (tensor<1x4x1x512x1x1x512x1x4xf32>) -> tensor<4x512x1x512x4xf32>
    "func.return"(%82) : (tensor<4x512x1x512x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2x1xf32>, sym_name = "compose_collapse_of_expand_trailing_unit_dims"}> ({
  ^bb0(%arg41: tensor<2xf32>):
    %79 = "tensor.expand_shape"(%arg41) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %80 = "tensor.collapse_shape"(%79) <{reassociation = [[0], [1, 2]]}> : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    "func.return"(%80) : (tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x1x?x1x1x?x?x1x1xf32>) -> tensor<?x?x?x?xf32>, sym_name = "compose_collapse_of_collapse_unit_dims_dynamic"}> ({
  ^bb0(%arg40: tensor<?x1x?x1x1x?x?x1x1xf32>):
    %77 = "tensor.collapse_shape"(%arg40) <{reassociation = [[0], [1, 2], [3], [4], [5], [6, 7, 8]]}> : (tensor<?x1x?x1x1x?x?x1x1xf32>) -> tensor<?x?x1x1x?x?xf32>
    %78 = "tensor.collapse_shape"(%77) <{reassociation = [[0], [1], [2, 3, 4], [5]]}> : (tensor<?x?x1x1x?x?xf32>) -> tensor<?x?x?x?xf32>
    "func.return"(%78) : (tensor<?x?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2x1xf32>, sym_name = "fold_collapse_of_expand_trailing_unit_dims"}> ({
  ^bb0(%arg39: tensor<2xf32>):
    %75 = "tensor.expand_shape"(%arg39) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 1, 1>}> : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %76 = "tensor.collapse_shape"(%75) <{reassociation = [[0], [1, 2]]}> : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    "func.return"(%76) : (tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x?x1x1x1xf32>) -> tensor<?xf32>, sym_name = "fold_collapse_of_collapse_trailing_unit_dims_dynamic"}> ({
  ^bb0(%arg38: tensor<1x1x?x1x1x1xf32>):
    %73 = "tensor.collapse_shape"(%arg38) <{reassociation = [[0, 1, 2], [3], [4], [5]]}> : (tensor<1x1x?x1x1x1xf32>) -> tensor<?x1x1x1xf32>
    %74 = "tensor.collapse_shape"(%73) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<?x1x1x1xf32>) -> tensor<?xf32>
    "func.return"(%74) : (tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, index) -> tensor<?x?xf32>, sym_name = "fold_collapse_of_expand_unit_dims_in_middle"}> ({
  ^bb0(%arg34: tensor<?x?x?xf32>, %arg35: index, %arg36: index, %arg37: index):
    %71 = "tensor.expand_shape"(%arg34, %arg35, %arg36, %arg37) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, 1, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index) -> tensor<?x?x1x?xf32>
    %72 = "tensor.collapse_shape"(%71) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<?x?x1x?xf32>) -> tensor<?x?xf32>
    "func.return"(%72) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6x8xf32>) -> tensor<2x6x16xf32>, sym_name = "no_fold_collapse_of_expand_incompatible"}> ({
  ^bb0(%arg33: tensor<4x6x8xf32>):
    %69 = "tensor.expand_shape"(%arg33) <{reassociation = [[0, 1], [2, 3], [4]], static_output_shape = array<i64: 2, 2, 3, 2, 8>}> : (tensor<4x6x8xf32>) -> tensor<2x2x3x2x8xf32>
    %70 = "tensor.collapse_shape"(%69) <{reassociation = [[0], [1, 2], [3, 4]]}> : (tensor<2x2x3x2x8xf32>) -> tensor<2x6x16xf32>
    "func.return"(%70) : (tensor<2x6x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x2x2xf32>) -> tensor<12x1xf32>, sym_name = "no_fold_collapse_of_expand_empty_expr"}> ({
  ^bb0(%arg32: tensor<3x2x2xf32>):
    %67 = "tensor.expand_shape"(%arg32) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 3, 2, 2, 1>}> : (tensor<3x2x2xf32>) -> tensor<3x2x2x1xf32>
    %68 = "tensor.collapse_shape"(%67) <{reassociation = [[0, 1, 2], [3]]}> : (tensor<3x2x2x1xf32>) -> tensor<12x1xf32>
    "func.return"(%68) : (tensor<12x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<2x4x2xi32>, sym_name = "reshape_splat_constant_int32"}> ({
    %65 = "arith.constant"() <{value = dense<42> : tensor<2x8xi32>}> : () -> tensor<2x8xi32>
    %66 = "tensor.expand_shape"(%65) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 4, 2>}> : (tensor<2x8xi32>) -> tensor<2x4x2xi32>
    "func.return"(%66) : (tensor<2x4x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> tensor<2x2x2xf32>, sym_name = "expand_shape_splat"}> ({
  ^bb0(%arg31: f32):
    %63 = "tensor.splat"(%arg31) : (f32) -> tensor<2x4xf32>
    %64 = "tensor.expand_shape"(%63) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 2, 2>}> : (tensor<2x4xf32>) -> tensor<2x2x2xf32>
    "func.return"(%64) : (tensor<2x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, index, index) -> tensor<2x2x?xf32>, sym_name = "expand_shape_splat_dynamic_no_fold"}> ({
  ^bb0(%arg28: f32, %arg29: index, %arg30: index):
    %61 = "tensor.splat"(%arg28, %arg29) : (f32, index) -> tensor<2x?xf32>
    %62 = "tensor.expand_shape"(%61, %arg30) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 2, -9223372036854775808>}> : (tensor<2x?xf32>, index) -> tensor<2x2x?xf32>
    "func.return"(%62) : (tensor<2x2x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> tensor<2x4xf32>, sym_name = "collapse_shape_splat"}> ({
  ^bb0(%arg27: f32):
    %59 = "tensor.splat"(%arg27) : (f32) -> tensor<2x2x2xf32>
    %60 = "tensor.collapse_shape"(%59) <{reassociation = [[0], [1, 2]]}> : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
    "func.return"(%60) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, index) -> tensor<2x?xf32>, sym_name = "collapse_shape_splat_dynamic_no_fold"}> ({
  ^bb0(%arg25: f32, %arg26: index):
    %57 = "tensor.splat"(%arg25, %arg26) : (f32, index) -> tensor<2x2x?xf32>
    %58 = "tensor.collapse_shape"(%57) <{reassociation = [[0], [1, 2]]}> : (tensor<2x2x?xf32>) -> tensor<2x?xf32>
    "func.return"(%58) : (tensor<2x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<2x4x2xi16>, sym_name = "reshape_splat_constant_int16"}> ({
    %55 = "arith.constant"() <{value = dense<42> : tensor<2x8xi16>}> : () -> tensor<2x8xi16>
    %56 = "tensor.expand_shape"(%55) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 4, 2>}> : (tensor<2x8xi16>) -> tensor<2x4x2xi16>
    "func.return"(%56) : (tensor<2x4x2xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<2x4x2xf32>, sym_name = "reshape_splat_constant_float32"}> ({
    %53 = "arith.constant"() <{value = dense<4.200000e+01> : tensor<2x8xf32>}> : () -> tensor<2x8xf32>
    %54 = "tensor.expand_shape"(%53) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 4, 2>}> : (tensor<2x8xf32>) -> tensor<2x4x2xf32>
    "func.return"(%54) : (tensor<2x4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<2x4x2xf64>, sym_name = "reshape_splat_constant_float64"}> ({
    %51 = "arith.constant"() <{value = dense<4.200000e+01> : tensor<2x8xf64>}> : () -> tensor<2x8xf64>
    %52 = "tensor.expand_shape"(%51) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 4, 2>}> : (tensor<2x8xf64>) -> tensor<2x4x2xf64>
    "func.return"(%52) : (tensor<2x4x2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> tensor<i32>, sym_name = "fold_collapse_shape_from_elements"}> ({
  ^bb0(%arg24: i32):
    %49 = "tensor.from_elements"(%arg24) : (i32) -> tensor<1xi32>
    %50 = "tensor.collapse_shape"(%49) <{reassociation = []}> : (tensor<1xi32>) -> tensor<i32>
    "func.return"(%50) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> tensor<1xi32>, sym_name = "fold_expand_shape_from_elements"}> ({
  ^bb0(%arg23: i32):
    %47 = "tensor.from_elements"(%arg23) : (i32) -> tensor<i32>
    %48 = "tensor.expand_shape"(%47) <{reassociation = [], static_output_shape = array<i64: 1>}> : (tensor<i32>) -> tensor<1xi32>
    "func.return"(%48) : (tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index) -> index, sym_name = "dim_of_expand_shape"}> ({
  ^bb0(%arg20: tensor<?x?xf32>, %arg21: index, %arg22: index):
    %44 = "arith.constant"() <{value = 2 : index}> : () -> index
    %45 = "tensor.expand_shape"(%arg20, %arg21, %arg22) <{reassociation = [[0], [1, 2, 3, 4, 5]], static_output_shape = array<i64: -9223372036854775808, 1, -9223372036854775808, 5, 1, 8>}> : (tensor<?x?xf32>, index, index) -> tensor<?x1x?x5x1x8xf32>
    %46 = "tensor.dim"(%45, %44) : (tensor<?x1x?x5x1x8xf32>, index) -> index
    "func.return"(%46) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?x7x?xf32>) -> index, sym_name = "dim_of_collapse_shape"}> ({
  ^bb0(%arg19: tensor<?x?x?x7x?xf32>):
    %41 = "arith.constant"() <{value = 1 : index}> : () -> index
    %42 = "tensor.collapse_shape"(%arg19) <{reassociation = [[0], [1, 2, 3, 4]]}> : (tensor<?x?x?x7x?xf32>) -> tensor<?x?xf32>
    %43 = "tensor.dim"(%42, %41) : (tensor<?x?xf32>, index) -> index
    "func.return"(%43) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, index) -> tensor<?xf32>, sym_name = "collapse_expand_fold_to_cast"}> ({
  ^bb0(%arg17: tensor<?xf32>, %arg18: index):
    %39 = "tensor.expand_shape"(%arg17, %arg18) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, -9223372036854775808>}> : (tensor<?xf32>, index) -> tensor<1x?xf32>
    %40 = "tensor.collapse_shape"(%39) <{reassociation = [[0, 1]]}> : (tensor<1x?xf32>) -> tensor<?xf32>
    "func.return"(%40) : (tensor<?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?xindex>) -> index, sym_name = "dim_of_reshape"}> ({
  ^bb0(%arg15: tensor<*xf32>, %arg16: tensor<?xindex>):
    %35 = "arith.constant"() <{value = 3 : index}> : () -> index
    %36 = "tensor.reshape"(%arg15, %arg16) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    %37 = "tensor.insert"(%35, %arg16, %35) : (index, tensor<?xindex>, index) -> tensor<?xindex>
    %38 = "tensor.dim"(%36, %35) : (tensor<*xf32>, index) -> index
    "func.return"(%38) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?xi32>) -> index, sym_name = "dim_of_reshape_i32"}> ({
  ^bb0(%arg13: tensor<*xf32>, %arg14: tensor<?xi32>):
    %32 = "arith.constant"() <{value = 3 : index}> : () -> index
    %33 = "tensor.reshape"(%arg13, %arg14) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
    %34 = "tensor.dim"(%33, %32) : (tensor<*xf32>, index) -> index
    "func.return"(%34) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?xindex>) -> index, sym_name = "dim_of_reshape_for"}> ({
  ^bb0(%arg9: tensor<*xf32>, %arg10: tensor<?xindex>):
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "arith.constant"() <{value = 1 : index}> : () -> index
    %27 = "arith.constant"() <{value = 4 : index}> : () -> index
    %28 = "tensor.reshape"(%arg9, %arg10) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    %29 = "scf.for"(%25, %27, %26, %26) ({
    ^bb0(%arg11: index, %arg12: index):
      %30 = "tensor.dim"(%28, %arg11) : (tensor<*xf32>, index) -> index
      %31 = "arith.muli"(%arg12, %30) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%31) : (index) -> ()
    }) : (index, index, index, index) -> index
    "func.return"(%29) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?xindex>, index) -> index, sym_name = "dim_of_reshape_undominated"}> ({
  ^bb0(%arg6: tensor<*xf32>, %arg7: tensor<?xindex>, %arg8: index):
    %21 = "arith.constant"() <{value = 4 : index}> : () -> index
    %22 = "tensor.reshape"(%arg6, %arg7) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
    %23 = "arith.muli"(%arg8, %21) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %24 = "tensor.dim"(%22, %23) : (tensor<*xf32>, index) -> index
    "func.return"(%24) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xi32>) -> tensor<?x?xi32>, sym_name = "reshape_fold_2d"}> ({
  ^bb0(%arg5: tensor<?x?xi32>):
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "tensor.dim"(%arg5, %15) : (tensor<?x?xi32>, index) -> index
    %18 = "tensor.dim"(%arg5, %16) : (tensor<?x?xi32>, index) -> index
    %19 = "tensor.from_elements"(%17, %18) : (index, index) -> tensor<2xindex>
    %20 = "tensor.reshape"(%arg5, %19) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
    "func.return"(%20) : (tensor<?x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xi32>) -> tensor<?x?xi32>, sym_name = "reshape_nofold_2d"}> ({
  ^bb0(%arg4: tensor<?x?xi32>):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "tensor.dim"(%arg4, %9) : (tensor<?x?xi32>, index) -> index
    %12 = "tensor.dim"(%arg4, %10) : (tensor<?x?xi32>, index) -> index
    %13 = "tensor.from_elements"(%12, %11) : (index, index) -> tensor<2xindex>
    %14 = "tensor.reshape"(%arg4, %13) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
    "func.return"(%14) : (tensor<?x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xi32>, index, index) -> tensor<?x?xi32>, sym_name = "reshape_nofold_2d_ins"}> ({
  ^bb0(%arg1: tensor<?x?xi32>, %arg2: index, %arg3: index):
    %7 = "tensor.from_elements"(%arg2, %arg3) : (index, index) -> tensor<2xindex>
    %8 = "tensor.reshape"(%arg1, %7) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
    "func.return"(%8) : (tensor<?x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x?x?xi32>) -> tensor<5x?x?xi32>, sym_name = "reshape_fold_3d_cst"}> ({
  ^bb0(%arg0: tensor<5x?x?xi32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "tensor.dim"(%arg0, %0) : (tensor<5x?x?xi32>, index) -> index
    %4 = "tensor.dim"(%arg0, %1) : (tensor<5x?x?xi32>, index) -> index
    %5 = "tensor.from_elements"(%2, %3, %4) : (index, index, index) -> tensor<3xindex>
    %6 = "tensor.reshape"(%arg0, %5) : (tensor<5x?x?xi32>, tensor<3xindex>) -> tensor<5x?x?xi32>
    "func.return"(%6) : (tensor<5x?x?xi32>) -> ()
  }) : () -> ()
}) : () -> ()

