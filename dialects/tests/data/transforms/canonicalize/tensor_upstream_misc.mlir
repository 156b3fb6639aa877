"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2xf32>, sym_name = "tensor_bitcast_chain_ok"}> ({
  ^bb0(%arg145: tensor<2xi32>):
    %212 = "tensor.bitcast"(%arg145) : (tensor<2xi32>) -> tensor<2xui32>
    %213 = "tensor.bitcast"(%212) : (tensor<2xui32>) -> tensor<2xf32>
    "func.return"(%213) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "tensor_bitcast_chain_nop"}> ({
  ^bb0(%arg144: tensor<4xi32>):
    %210 = "tensor.bitcast"(%arg144) : (tensor<4xi32>) -> tensor<4xui32>
    %211 = "tensor.bitcast"(%210) : (tensor<4xui32>) -> tensor<4xi32>
    "func.return"(%211) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xi32>) -> tensor<2xi32>, sym_name = "cast_values"}> ({
  ^bb0(%arg143: tensor<*xi32>):
    %207 = "tensor.cast"(%arg143) : (tensor<*xi32>) -> tensor<*xi32>
    %208 = "tensor.cast"(%207) : (tensor<*xi32>) -> tensor<2xi32>
    %209 = "tensor.cast"(%208) : (tensor<2xi32>) -> tensor<2xi32>
    "func.return"(%209) : (tensor<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xi32>) -> tensor<4x8xi32>, sym_name = "tensor.cast_chain_ok"}> ({
  ^bb0(%arg142: tensor<*xi32>):
    %205 = "tensor.cast"(%arg142) : (tensor<*xi32>) -> tensor<4x?xi32>
    %206 = "tensor.cast"(%205) : (tensor<4x?xi32>) -> tensor<4x8xi32>
    "func.return"(%206) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "tensor.cast_chain_regain"}> ({
  ^bb0(%arg141: tensor<4xi32>):
    %203 = "tensor.cast"(%arg141) : (tensor<4xi32>) -> tensor<?xi32>
    %204 = "tensor.cast"(%203) : (tensor<?xi32>) -> tensor<4xi32>
    "func.return"(%204) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xi32>) -> tensor<?x8xi32>, sym_name = "tensor.cast_chain_keep"}> ({
  ^bb0(%arg140: tensor<?x?xi32>):
    %201 = "tensor.cast"(%arg140) : (tensor<?x?xi32>) -> tensor<4x?xi32>
    %202 = "tensor.cast"(%201) : (tensor<4x?xi32>) -> tensor<?x8xi32>
    "func.return"(%202) : (tensor<?x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xi32>) -> tensor<8x4xi32>, sym_name = "tensor.cast_chain_invalid"}> ({
  ^bb0(%arg139: tensor<4x8xi32>):
    %199 = "tensor.cast"(%arg139) : (tensor<4x8xi32>) -> tensor<?x?xi32>
    %200 = "tensor.cast"(%199) : (tensor<?x?xi32>) -> tensor<8x4xi32>
    "func.return"(%200) : (tensor<8x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2x?xi32>) -> (tensor<1x2x3xi32>, tensor<1x2x?xi32>), sym_name = "fold_concat"}> ({
  ^bb0(%arg138: tensor<1x2x?xi32>):
    %197 = "tensor.concat"(%arg138) <{dim = 2 : i64}> : (tensor<1x2x?xi32>) -> tensor<1x2x3xi32>
    %198 = "tensor.concat"(%arg138) <{dim = 2 : i64}> : (tensor<1x2x?xi32>) -> tensor<1x2x?xi32>
    "func.return"(%197, %198) : (tensor<1x2x3xi32>, tensor<1x2x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<4xf32>, sym_name = "fold_insert"}> ({
  ^bb0(%arg137: index):
    %194 = "arith.constant"() <{value = dense<4.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %195 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %196 = "tensor.insert"(%195, %194, %arg137) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    "func.return"(%196) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<9xf32>) -> f32, sym_name = "extract_from_tensor.cast"}> ({
  ^bb0(%arg136: tensor<9xf32>):
    %191 = "arith.constant"() <{value = 0 : index}> : () -> index
    %192 = "tensor.cast"(%arg136) : (tensor<9xf32>) -> tensor<?xf32>
    %193 = "tensor.extract"(%192, %191) : (tensor<?xf32>, index) -> f32
    "func.return"(%193) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_from_tensor.from_elements"}> ({
  ^bb0(%arg135: index):
    %188 = "arith.constant"() <{value = 0 : index}> : () -> index
    %189 = "tensor.from_elements"(%arg135) : (index) -> tensor<1xindex>
    %190 = "tensor.extract"(%189, %188) : (tensor<1xindex>, index) -> index
    "func.return"(%190) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_from_tensor.from_elements_0d"}> ({
  ^bb0(%arg134: index):
    %185 = "arith.constant"() <{value = 0 : index}> : () -> index
    %186 = "tensor.from_elements"(%arg134) : (index) -> tensor<index>
    %187 = "tensor.extract"(%186) : (tensor<index>) -> index
    "func.return"(%187) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extract_from_tensor.from_elements_3d"}> ({
    %157 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %158 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %159 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %160 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %161 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %162 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32
    %163 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %164 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %165 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %166 = "arith.constant"() <{value = 9.000000e+00 : f32}> : () -> f32
    %167 = "arith.constant"() <{value = 1.000000e+01 : f32}> : () -> f32
    %168 = "arith.constant"() <{value = 1.100000e+01 : f32}> : () -> f32
    %169 = "tensor.from_elements"(%157, %158, %159, %160, %161, %162, %163, %164, %165, %166, %167, %168) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> tensor<3x2x2xf32>
    %170 = "arith.constant"() <{value = 0 : index}> : () -> index
    %171 = "arith.constant"() <{value = 1 : index}> : () -> index
    %172 = "arith.constant"() <{value = 2 : index}> : () -> index
    %173 = "tensor.extract"(%169, %170, %170, %170) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %174 = "tensor.extract"(%169, %170, %170, %171) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %175 = "tensor.extract"(%169, %170, %171, %170) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %176 = "tensor.extract"(%169, %170, %171, %171) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %177 = "tensor.extract"(%169, %171, %170, %170) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %178 = "tensor.extract"(%169, %171, %170, %171) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %179 = "tensor.extract"(%169, %171, %171, %170) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %180 = "tensor.extract"(%169, %171, %171, %171) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %181 = "tensor.extract"(%169, %172, %170, %170) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %182 = "tensor.extract"(%169, %172, %170, %171) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %183 = "tensor.extract"(%169, %172, %171, %170) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %184 = "tensor.extract"(%169, %172, %171, %171) : (tensor<3x2x2xf32>, index, index, index) -> f32
    "func.return"(%173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extract_from_tensor.from_elements_variable_3d"}> ({
  ^bb0(%arg122: f32, %arg123: f32, %arg124: f32, %arg125: f32, %arg126: f32, %arg127: f32, %arg128: f32, %arg129: f32, %arg130: f32, %arg131: f32, %arg132: f32, %arg133: f32):
    %141 = "tensor.from_elements"(%arg122, %arg123, %arg124, %arg125, %arg126, %arg127, %arg128, %arg129, %arg130, %arg131, %arg132, %arg133) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> tensor<3x2x2xf32>
    %142 = "arith.constant"() <{value = 0 : index}> : () -> index
    %143 = "arith.constant"() <{value = 1 : index}> : () -> index
    %144 = "arith.constant"() <{value = 2 : index}> : () -> index
    %145 = "tensor.extract"(%141, %142, %142, %142) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %146 = "tensor.extract"(%141, %142, %142, %143) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %147 = "tensor.extract"(%141, %142, %143, %142) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %148 = "tensor.extract"(%141, %142, %143, %143) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %149 = "tensor.extract"(%141, %143, %142, %142) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %150 = "tensor.extract"(%141, %143, %142, %143) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %151 = "tensor.extract"(%141, %143, %143, %142) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %152 = "tensor.extract"(%141, %143, %143, %143) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %153 = "tensor.extract"(%141, %144, %142, %142) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %154 = "tensor.extract"(%141, %144, %142, %143) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %155 = "tensor.extract"(%141, %144, %143, %142) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %156 = "tensor.extract"(%141, %144, %143, %143) : (tensor<3x2x2xf32>, index, index, index) -> f32
    "func.return"(%145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_negative_from_tensor.from_elements"}> ({
  ^bb0(%arg121: index):
    %138 = "arith.constant"() <{value = -1 : index}> : () -> index
    %139 = "tensor.from_elements"(%arg121) : (index) -> tensor<1xindex>
    %140 = "tensor.extract"(%139, %138) : (tensor<1xindex>, index) -> index
    "func.return"(%140) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_oob_from_tensor.from_elements"}> ({
  ^bb0(%arg120: index):
    %135 = "arith.constant"() <{value = 1 : index}> : () -> index
    %136 = "tensor.from_elements"(%arg120) : (index) -> tensor<1xindex>
    %137 = "tensor.extract"(%136, %135) : (tensor<1xindex>, index) -> index
    "func.return"(%137) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, tensor<*xf32>) -> index, sym_name = "extract_from_tensor.generate"}> ({
  ^bb0(%arg117: index, %arg118: tensor<*xf32>):
    %131 = "tensor.rank"(%arg118) : (tensor<*xf32>) -> index
    %132 = "tensor.generate"(%131) ({
    ^bb0(%arg119: index):
      %134 = "tensor.dim"(%arg118, %arg119) : (tensor<*xf32>, index) -> index
      "tensor.yield"(%134) : (index) -> ()
    }) : (index) -> tensor<?xindex>
    %133 = "tensor.extract"(%132, %arg117) : (tensor<?xindex>, index) -> index
    "func.return"(%133) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, tensor<*xf32>) -> index, sym_name = "extract_from_tensor.generate_2d"}> ({
  ^bb0(%arg112: index, %arg113: index, %arg114: tensor<*xf32>):
    %125 = "tensor.rank"(%arg114) : (tensor<*xf32>) -> index
    %126 = "tensor.generate"(%125, %125) ({
    ^bb0(%arg115: index, %arg116: index):
      %128 = "tensor.dim"(%arg114, %arg115) : (tensor<*xf32>, index) -> index
      %129 = "tensor.dim"(%arg114, %arg116) : (tensor<*xf32>, index) -> index
      %130 = "arith.addi"(%128, %129) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%130) : (index) -> ()
    }) : (index, index) -> tensor<?x?xindex>
    %127 = "tensor.extract"(%126, %arg112, %arg113) : (tensor<?x?xindex>, index, index) -> index
    "func.return"(%127) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, tensor<*xf32>, memref<?xindex>) -> index, sym_name = "extract_from_tensor.generate_sideeffects"}> ({
  ^bb0(%arg108: index, %arg109: tensor<*xf32>, %arg110: memref<?xindex>):
    %121 = "tensor.rank"(%arg109) : (tensor<*xf32>) -> index
    %122 = "tensor.generate"(%121) ({
    ^bb0(%arg111: index):
      %124 = "tensor.dim"(%arg109, %arg111) : (tensor<*xf32>, index) -> index
      "memref.store"(%124, %arg110, %arg111) : (index, memref<?xindex>, index) -> ()
      "tensor.yield"(%124) : (index) -> ()
    }) : (index) -> tensor<?xindex>
    %123 = "tensor.extract"(%122, %arg108) : (tensor<?xindex>, index) -> index
    "func.return"(%123) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> tensor<3x?x?x7x?xindex>, sym_name = "static_tensor.generate"}> ({
  ^bb0(%arg101: index, %arg102: index):
    %118 = "arith.constant"() <{value = 5 : index}> : () -> index
    %119 = "tensor.generate"(%arg101, %118, %arg102) ({
    ^bb0(%arg103: index, %arg104: index, %arg105: index, %arg106: index, %arg107: index):
      %120 = "arith.constant"() <{value = 32 : index}> : () -> index
      "tensor.yield"(%120) : (index) -> ()
    }) : (index, index, index) -> tensor<3x?x?x7x?xindex>
    "func.return"(%119) : (tensor<3x?x?x7x?xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<3xindex>, sym_name = "from_elements.constant"}> ({
    %115 = "arith.constant"() <{value = 1 : index}> : () -> index
    %116 = "arith.constant"() <{value = 2 : index}> : () -> index
    %117 = "tensor.from_elements"(%115, %116, %115) : (index, index, index) -> tensor<3xindex>
    "func.return"(%117) : (tensor<3xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index) -> tensor<?x?x?xf32>, sym_name = "slice_canonicalize"}> ({
  ^bb0(%arg98: tensor<?x?x?xf32>, %arg99: index, %arg100: index):
    %111 = "arith.constant"() <{value = 0 : index}> : () -> index
    %112 = "arith.constant"() <{value = 1 : index}> : () -> index
    %113 = "arith.constant"() <{value = 4 : index}> : () -> index
    %114 = "tensor.extract_slice"(%arg98, %111, %arg99, %112, %113, %112, %arg100, %112, %112, %112) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%114) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index) -> tensor<?x?xf32>, sym_name = "rank_reducing_slice_canonicalize"}> ({
  ^bb0(%arg95: tensor<?x?x?xf32>, %arg96: index, %arg97: index):
    %107 = "arith.constant"() <{value = 0 : index}> : () -> index
    %108 = "arith.constant"() <{value = 1 : index}> : () -> index
    %109 = "arith.constant"() <{value = 4 : index}> : () -> index
    %110 = "tensor.extract_slice"(%arg95, %107, %arg96, %108, %109, %arg97, %108, %108, %108) <{operandSegmentSizes = array<i32: 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%110) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>, sym_name = "trivial_slice"}> ({
  ^bb0(%arg94: tensor<4x6x16x32xi8>):
    %106 = "tensor.extract_slice"(%arg94) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 6, 16, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>
    "func.return"(%106) : (tensor<4x6x16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6x16x32xi8>, tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>, sym_name = "trivial_insert_slice"}> ({
  ^bb0(%arg92: tensor<4x6x16x32xi8>, %arg93: tensor<4x6x16x32xi8>):
    %105 = "tensor.insert_slice"(%arg92, %arg93) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 6, 16, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x6x16x32xi8>, tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>
    "func.return"(%105) : (tensor<4x6x16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<0x2xi8>, tensor<3x3xi8>) -> tensor<3x3xi8>, sym_name = "empty_insert_slice"}> ({
  ^bb0(%arg90: tensor<0x2xi8>, %arg91: tensor<3x3xi8>):
    %104 = "tensor.insert_slice"(%arg90, %arg91) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 0, 2>, static_strides = array<i64: 1, 1>}> : (tensor<0x2xi8>, tensor<3x3xi8>) -> tensor<3x3xi8>
    "func.return"(%104) : (tensor<3x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6x16x32xi8>) -> tensor<16x32xi8>, sym_name = "rank_reducing_tensor_of_cast"}> ({
  ^bb0(%arg89: tensor<4x6x16x32xi8>):
    %102 = "tensor.cast"(%arg89) : (tensor<4x6x16x32xi8>) -> tensor<?x?x16x32xi8>
    %103 = "tensor.extract_slice"(%102) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 1, 1, 16, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<?x?x16x32xi8>) -> tensor<16x32xi8>
    "func.return"(%103) : (tensor<16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xi8>, tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>, sym_name = "rank_reducing_insert_slice_of_cast"}> ({
  ^bb0(%arg87: tensor<16x32xi8>, %arg88: tensor<4x6x16x32xi8>):
    %98 = "arith.constant"() <{value = 0 : index}> : () -> index
    %99 = "tensor.cast"(%arg87) : (tensor<16x32xi8>) -> tensor<?x32xi8>
    %100 = "tensor.dim"(%99, %98) : (tensor<?x32xi8>, index) -> index
    %101 = "tensor.insert_slice"(%99, %arg88, %100) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 1, 1, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<?x32xi8>, tensor<4x6x16x32xi8>, index) -> tensor<4x6x16x32xi8>
    "func.return"(%101) : (tensor<4x6x16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "insert_slice_canonicalize"}> ({
  ^bb0(%arg83: tensor<?x?x?xf32>, %arg84: index, %arg85: index, %arg86: tensor<?x?x?xf32>):
    %94 = "arith.constant"() <{value = 0 : index}> : () -> index
    %95 = "arith.constant"() <{value = 1 : index}> : () -> index
    %96 = "arith.constant"() <{value = 4 : index}> : () -> index
    %97 = "tensor.insert_slice"(%arg83, %arg86, %94, %arg84, %95, %96, %95, %arg85, %95, %95, %95) <{operandSegmentSizes = array<i32: 1, 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%97) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32, "foo">, tensor<4x4xf32, "foo">) -> tensor<4x4xf32, "foo">, sym_name = "insert_slice_canonicalize_encoding"}> ({
  ^bb0(%arg81: tensor<2x2xf32, "foo">, %arg82: tensor<4x4xf32, "foo">):
    %93 = "tensor.insert_slice"(%arg81, %arg82) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32, "foo">, tensor<4x4xf32, "foo">) -> tensor<4x4xf32, "foo">
    "func.return"(%93) : (tensor<4x4xf32, "foo">) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "slice_to_insert_slice_canonicalize"}> ({
  ^bb0(%arg77: tensor<?x?x?xf32>, %arg78: index, %arg79: index, %arg80: tensor<?x?x?xf32>):
    %88 = "arith.constant"() <{value = 0 : index}> : () -> index
    %89 = "arith.constant"() <{value = 1 : index}> : () -> index
    %90 = "arith.constant"() <{value = 4 : index}> : () -> index
    %91 = "tensor.extract_slice"(%arg77, %88, %arg78, %89, %90, %89, %arg79, %89, %89, %89) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    %92 = "tensor.insert_slice"(%91, %arg80, %88, %arg78, %89, %90, %89, %arg79, %89, %89, %89) <{operandSegmentSizes = array<i32: 1, 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%92) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "rank_reducing_insert_slice_canonicalize"}> ({
  ^bb0(%arg73: tensor<?x?xf32>, %arg74: index, %arg75: index, %arg76: tensor<?x?x?xf32>):
    %84 = "arith.constant"() <{value = 0 : index}> : () -> index
    %85 = "arith.constant"() <{value = 1 : index}> : () -> index
    %86 = "arith.constant"() <{value = 4 : index}> : () -> index
    %87 = "tensor.insert_slice"(%arg73, %arg76, %84, %arg74, %85, %86, %arg75, %85, %85, %85) <{operandSegmentSizes = array<i32: 1, 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%87) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "rank_reducing_slice_to_insert_slice_canonicalize"}> ({
  ^bb0(%arg69: tensor<?x?x?xf32>, %arg70: index, %arg71: index, %arg72: tensor<?x?x?xf32>):
    %79 = "arith.constant"() <{value = 0 : index}> : () -> index
    %80 = "arith.constant"() <{value = 1 : index}> : () -> index
    %81 = "arith.constant"() <{value = 4 : index}> : () -> index
    %82 = "tensor.extract_slice"(%arg69, %79, %arg70, %80, %81, %arg71, %80, %80, %80) <{operandSegmentSizes = array<i32: 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?xf32>
    %83 = "tensor.insert_slice"(%82, %arg72, %79, %arg70, %80, %81, %arg71, %80, %80, %80) <{operandSegmentSizes = array<i32: 1, 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%83) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x?xi32>, tensor<i32>, index, index) -> tensor<?x?xi32>, sym_name = "insert_slice_propagate_dest_cast"}> ({
  ^bb0(%arg63: tensor<2x?xi32>, %arg64: tensor<i32>, %arg65: index, %arg66: index):
    %71 = "arith.constant"() <{value = 0 : index}> : () -> index
    %72 = "arith.constant"() <{value = 1 : index}> : () -> index
    %73 = "arith.constant"() <{value = 2 : index}> : () -> index
    %74 = "arith.constant"() <{value = 8 : index}> : () -> index
    %75 = "tensor.dim"(%arg63, %72) : (tensor<2x?xi32>, index) -> index
    %76 = "tensor.extract"(%arg64) : (tensor<i32>) -> i32
    %77 = "tensor.generate"(%arg65, %74) ({
    ^bb0(%arg67: index, %arg68: index):
      "tensor.yield"(%76) : (i32) -> ()
    }) : (index, index) -> tensor<?x?xi32>
    %78 = "tensor.insert_slice"(%arg63, %77, %arg66, %75) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xi32>, tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
    "func.return"(%78) : (tensor<?x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<i32>) -> tensor<3x9xi32>, sym_name = "insert_slice_output_dest_canonicalize"}> ({
  ^bb0(%arg59: tensor<2x3xi32>, %arg60: tensor<i32>):
    %65 = "arith.constant"() <{value = 9 : index}> : () -> index
    %66 = "arith.constant"() <{value = 3 : index}> : () -> index
    %67 = "tensor.extract"(%arg60) : (tensor<i32>) -> i32
    %68 = "tensor.generate"(%66, %65) ({
    ^bb0(%arg61: index, %arg62: index):
      "tensor.yield"(%67) : (i32) -> ()
    }) : (index, index) -> tensor<?x?xi32>
    %69 = "tensor.insert_slice"(%arg59, %68) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %70 = "tensor.cast"(%69) : (tensor<?x?xi32>) -> tensor<3x9xi32>
    "func.return"(%70) : (tensor<3x9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "dim_of_tensor.generate"}> ({
  ^bb0(%arg52: index, %arg53: index):
    %62 = "arith.constant"() <{value = 3 : index}> : () -> index
    %63 = "tensor.generate"(%arg52, %arg53) ({
    ^bb0(%arg54: index, %arg55: index, %arg56: index, %arg57: index, %arg58: index):
      "tensor.yield"(%62) : (index) -> ()
    }) : (index, index) -> tensor<2x?x4x?x5xindex>
    %64 = "tensor.dim"(%63, %62) : (tensor<2x?x4x?x5xindex>, index) -> index
    "func.return"(%64) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>) -> (index, index), sym_name = "fold_dim_of_tensor.cast"}> ({
  ^bb0(%arg51: tensor<4x?xf32>):
    %57 = "arith.constant"() <{value = 0 : index}> : () -> index
    %58 = "arith.constant"() <{value = 1 : index}> : () -> index
    %59 = "tensor.cast"(%arg51) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %60 = "tensor.dim"(%59, %57) : (tensor<?x?xf32>, index) -> index
    %61 = "tensor.dim"(%59, %58) : (tensor<?x?xf32>, index) -> index
    "func.return"(%60, %61) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x?xf32>, tensor<?x?xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>, sym_name = "insert_slice_cast"}> ({
  ^bb0(%arg43: tensor<1x?xf32>, %arg44: tensor<?x?xf32>, %arg45: index, %arg46: index, %arg47: index, %arg48: index, %arg49: index, %arg50: index):
    %55 = "tensor.cast"(%arg43) : (tensor<1x?xf32>) -> tensor<?x?xf32>
    %56 = "tensor.insert_slice"(%55, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%56) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x?xf32>, tensor<?x?xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>, sym_name = "insert_slice_cast_no_fold"}> ({
  ^bb0(%arg35: tensor<1x?xf32>, %arg36: tensor<?x?xf32>, %arg37: index, %arg38: index, %arg39: index, %arg40: index, %arg41: index, %arg42: index):
    %53 = "tensor.cast"(%arg35) : (tensor<1x?xf32>) -> tensor<?x5xf32>
    %54 = "tensor.insert_slice"(%53, %arg36, %arg37, %arg38, %arg39, %arg41, %arg42) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 5>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x5xf32>, tensor<?x?xf32>, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%54) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x5x?xf32>, tensor<?x?x?xf32>, index, index) -> tensor<?x?x?xf32>, sym_name = "insert_tensor_cast_on_insert_slice_src"}> ({
  ^bb0(%arg31: tensor<?x5x?xf32>, %arg32: tensor<?x?x?xf32>, %arg33: index, %arg34: index):
    %51 = "arith.constant"() <{value = 64 : index}> : () -> index
    %52 = "tensor.insert_slice"(%arg31, %arg32, %51, %51) <{operandSegmentSizes = array<i32: 1, 1, 0, 2, 0>, static_offsets = array<i64: 0, 1, 2>, static_sizes = array<i64: -9223372036854775808, 5, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (tensor<?x5x?xf32>, tensor<?x?x?xf32>, index, index) -> tensor<?x?x?xf32>
    "func.return"(%52) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<4x?x8xf32>, index, index) -> tensor<4x?x8xf32>, sym_name = "fold_extract_insert"}> ({
  ^bb0(%arg27: tensor<?x?x?xf32>, %arg28: tensor<4x?x8xf32>, %arg29: index, %arg30: index):
    %47 = "arith.constant"() <{value = 0 : index}> : () -> index
    %48 = "arith.constant"() <{value = 1 : index}> : () -> index
    %49 = "tensor.insert_slice"(%arg28, %arg27, %47, %arg29, %arg30, %48) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<4x?x8xf32>, tensor<?x?x?xf32>, index, index, index, index) -> tensor<?x?x?xf32>
    %50 = "tensor.extract_slice"(%49, %47, %arg29, %arg30, %48) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index) -> tensor<4x?x8xf32>
    "func.return"(%50) : (tensor<4x?x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>, sym_name = "fold_gather_constant_splat"}> ({
  ^bb0(%arg26: tensor<1x2x3xindex>):
    %45 = "arith.constant"() <{value = dense<1.000000e-01> : tensor<4x4x4xf32>}> : () -> tensor<4x4x4xf32>
    %46 = "tensor.gather"(%45, %arg26) <{gather_dims = array<i64: 0, 1, 2>}> : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
    "func.return"(%46) : (tensor<1x2x1x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<4x4xi32>, sym_name = "fold_extract_constant_splat"}> ({
    %43 = "arith.constant"() <{value = dense<42> : tensor<1024x1024xi32>}> : () -> tensor<1024x1024xi32>
    %44 = "tensor.extract_slice"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1024x1024xi32>) -> tensor<4x4xi32>
    "func.return"(%44) : (tensor<4x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<4x?x8xf32>, tensor<4x?x8xf32>, index, index) -> tensor<?x?x?xf32>, sym_name = "fold_overlapping_insert"}> ({
  ^bb0(%arg21: tensor<?x?x?xf32>, %arg22: tensor<4x?x8xf32>, %arg23: tensor<4x?x8xf32>, %arg24: index, %arg25: index):
    %39 = "arith.constant"() <{value = 0 : index}> : () -> index
    %40 = "arith.constant"() <{value = 1 : index}> : () -> index
    %41 = "tensor.insert_slice"(%arg22, %arg21, %39, %arg24, %arg25, %40) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<4x?x8xf32>, tensor<?x?x?xf32>, index, index, index, index) -> tensor<?x?x?xf32>
    %42 = "tensor.insert_slice"(%arg23, %41, %arg24, %arg25, %40) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<4x?x8xf32>, tensor<?x?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%42) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "fold_rank"}> ({
    %37 = "arith.constant"() <{value = dense<[[[1, -2, 1, 36]], [[0, 2, -1, 64]]]> : tensor<2x1x4xi32>}> : () -> tensor<2x1x4xi32>
    %38 = "tensor.rank"(%37) : (tensor<2x1x4xi32>) -> index
    "func.return"(%38) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xi32>) -> index, sym_name = "propogate_index_cast"}> ({
  ^bb0(%arg20: tensor<1xi32>):
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "arith.index_cast"(%arg20) : (tensor<1xi32>) -> tensor<1xindex>
    %36 = "tensor.extract"(%35, %34) : (tensor<1xindex>, index) -> index
    "func.return"(%36) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<4xf32>, sym_name = "splat_fold"}> ({
    %32 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %33 = "tensor.splat"(%32) : (f32) -> tensor<4xf32>
    "func.return"(%33) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<4x?xf32>, sym_name = "splat_dynamic_no_fold"}> ({
  ^bb0(%arg19: index):
    %30 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %31 = "tensor.splat"(%30, %arg19) : (f32, index) -> tensor<4x?xf32>
    "func.return"(%31) : (tensor<4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<128x512xf32>, index, index) -> tensor<16x512xf32>, sym_name = "cast_extract_slice"}> ({
  ^bb0(%arg16: tensor<128x512xf32>, %arg17: index, %arg18: index):
    %28 = "tensor.extract_slice"(%arg16, %arg18, %arg17) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 512>, static_strides = array<i64: 1, 1>}> : (tensor<128x512xf32>, index, index) -> tensor<?x512xf32>
    %29 = "tensor.cast"(%28) : (tensor<?x512xf32>) -> tensor<16x512xf32>
    "func.return"(%29) : (tensor<16x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<128x512xf32>, index, index) -> tensor<16xf32>, sym_name = "cast_extract_slice_rank_reduce"}> ({
  ^bb0(%arg13: tensor<128x512xf32>, %arg14: index, %arg15: index):
    %26 = "tensor.extract_slice"(%arg13, %arg15, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, 1>}> : (tensor<128x512xf32>, index, index) -> tensor<?xf32>
    %27 = "tensor.cast"(%26) : (tensor<?xf32>) -> tensor<16xf32>
    "func.return"(%27) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x5xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>, sym_name = "canonicalize_parallel_insert_slice_indices"}> ({
  ^bb0(%arg8: tensor<1x5xf32>, %arg9: tensor<?x?xf32>, %arg10: index):
    %21 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 0 : index}> : () -> index
    %23 = "arith.constant"() <{value = 1 : index}> : () -> index
    %24 = "scf.forall"(%arg10, %arg9) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg11: index, %arg12: tensor<?x?xf32>):
      %25 = "tensor.cast"(%arg8) : (tensor<1x5xf32>) -> tensor<?x5xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%25, %arg12, %arg11, %22, %23, %23, %23) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 5>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x5xf32>, tensor<?x?xf32>, index, index, index, index, index) -> ()
      }) : () -> ()
    }) : (index, tensor<?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%24) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>, sym_name = "fold_insert_slice_after_extract_slice"}> ({
  ^bb0(%arg7: tensor<1x2x2x4xf32>):
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "tensor.extract_slice"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 1, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x2x4xf32>) -> tensor<1x2x4xf32>
    %20 = "tensor.insert_slice"(%19, %arg7, %18, %18) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, -9223372036854775808, 0>, static_sizes = array<i64: 1, 1, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x4xf32>, tensor<1x2x2x4xf32>, index, index) -> tensor<1x2x2x4xf32>
    "func.return"(%20) : (tensor<1x2x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2x2x4xf32>, tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>, sym_name = "dont_fold_mismatched_source_dst"}> ({
  ^bb0(%arg5: tensor<1x2x2x4xf32>, %arg6: tensor<1x2x2x4xf32>):
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "tensor.extract_slice"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 1, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x2x4xf32>) -> tensor<1x2x4xf32>
    %17 = "tensor.insert_slice"(%16, %arg6, %15, %15) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, -9223372036854775808, 0>, static_sizes = array<i64: 1, 1, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x4xf32>, tensor<1x2x2x4xf32>, index, index) -> tensor<1x2x2x4xf32>
    "func.return"(%17) : (tensor<1x2x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>, sym_name = "dont_fold_mismatched_parameters"}> ({
  ^bb0(%arg4: tensor<1x2x2x4xf32>):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "tensor.extract_slice"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 1, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x2x4xf32>) -> tensor<1x2x4xf32>
    %14 = "tensor.insert_slice"(%13, %arg4, %12, %12) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1, -9223372036854775808, 0>, static_sizes = array<i64: 1, 1, 2, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x4xf32>, tensor<1x2x2x4xf32>, index, index) -> tensor<1x2x2x4xf32>
    "func.return"(%14) : (tensor<1x2x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<4x5x?xf32>, sym_name = "empty_canonicalize"}> ({
    %10 = "arith.constant"() <{value = 6 : index}> : () -> index
    %11 = "tensor.empty"(%10) : (index) -> tensor<4x5x?xf32>
    "func.return"(%11) : (tensor<4x5x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<1x12xf32>, sym_name = "fold_empty_tensor_with_cast"}> ({
  ^bb0(%arg3: index):
    %8 = "tensor.empty"(%arg3) : (index) -> tensor<?x12xf32>
    %9 = "tensor.cast"(%8) : (tensor<?x12xf32>) -> tensor<1x12xf32>
    "func.return"(%9) : (tensor<1x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "some_use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "empty_tensor_canonicalize"}> ({
  ^bb0(%arg2: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "tensor.empty"(%arg2) : (index) -> tensor<?x42xf32>
    %6 = "tensor.dim"(%5, %3) : (tensor<?x42xf32>, index) -> index
    %7 = "tensor.dim"(%5, %4) : (tensor<?x42xf32>, index) -> index
    "func.call"(%6, %7) <{callee = @some_use}> : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "invalid_slice_ops"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>):
    %0 = "arith.constant"() <{value = -5 : index}> : () -> index
    %1 = "tensor.extract_slice"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, index) -> tensor<?xf32>
    %2 = "tensor.insert_slice"(%1, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<?xf32>, index) -> tensor<?xf32>
    "func.return"(%2) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

