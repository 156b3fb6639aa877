"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2xf32>, sym_name = "tensor_bitcast_chain_ok"}> ({
  ^bb0(%arg186: tensor<2xi32>):
    %233 = "tensor.bitcast"(%arg186) : (tensor<2xi32>) -> tensor<2xui32>
    %234 = "tensor.bitcast"(%233) : (tensor<2xui32>) -> tensor<2xf32>
    "func.return"(%234) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "tensor_bitcast_chain_nop"}> ({
  ^bb0(%arg185: tensor<4xi32>):
    %231 = "tensor.bitcast"(%arg185) : (tensor<4xi32>) -> tensor<4xui32>
    %232 = "tensor.bitcast"(%231) : (tensor<4xui32>) -> tensor<4xi32>
    "func.return"(%232) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xi32>) -> tensor<2xi32>, sym_name = "cast_values"}> ({
  ^bb0(%arg184: tensor<*xi32>):
    %228 = "tensor.cast"(%arg184) : (tensor<*xi32>) -> tensor<*xi32>
    %229 = "tensor.cast"(%228) : (tensor<*xi32>) -> tensor<2xi32>
    %230 = "tensor.cast"(%229) : (tensor<2xi32>) -> tensor<2xi32>
    "func.return"(%230) : (tensor<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xi32>) -> tensor<4x8xi32>, sym_name = "tensor.cast_chain_ok"}> ({
  ^bb0(%arg183: tensor<*xi32>):
    %226 = "tensor.cast"(%arg183) : (tensor<*xi32>) -> tensor<4x?xi32>
    %227 = "tensor.cast"(%226) : (tensor<4x?xi32>) -> tensor<4x8xi32>
    "func.return"(%227) : (tensor<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "tensor.cast_chain_regain"}> ({
  ^bb0(%arg182: tensor<4xi32>):
    %224 = "tensor.cast"(%arg182) : (tensor<4xi32>) -> tensor<?xi32>
    %225 = "tensor.cast"(%224) : (tensor<?xi32>) -> tensor<4xi32>
    "func.return"(%225) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xi32>) -> tensor<?x8xi32>, sym_name = "tensor.cast_chain_keep"}> ({
  ^bb0(%arg181: tensor<?x?xi32>):
    %222 = "tensor.cast"(%arg181) : (tensor<?x?xi32>) -> tensor<4x?xi32>
    %223 = "tensor.cast"(%222) : (tensor<4x?xi32>) -> tensor<?x8xi32>
    "func.return"(%223) : (tensor<?x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x8xi32>) -> tensor<8x4xi32>, sym_name = "tensor.cast_chain_invalid"}> ({
  ^bb0(%arg180: tensor<4x8xi32>):
    %220 = "tensor.cast"(%arg180) : (tensor<4x8xi32>) -> tensor<?x?xi32>
    %221 = "tensor.cast"(%220) : (tensor<?x?xi32>) -> tensor<8x4xi32>
    "func.return"(%221) : (tensor<8x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<4xf32>, sym_name = "fold_insert"}> ({
  ^bb0(%arg179: index):
    %217 = "arith.constant"() <{value = dense<4.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %218 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %219 = "tensor.insert"(%218, %217, %arg179) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    "func.return"(%219) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<9xf32>) -> f32, sym_name = "extract_from_tensor.cast"}> ({
  ^bb0(%arg178: tensor<9xf32>):
    %214 = "arith.constant"() <{value = 0 : index}> : () -> index
    %215 = "tensor.cast"(%arg178) : (tensor<9xf32>) -> tensor<?xf32>
    %216 = "tensor.extract"(%215, %214) : (tensor<?xf32>, index) -> f32
    "func.return"(%216) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_from_tensor.from_elements"}> ({
  ^bb0(%arg177: index):
    %211 = "arith.constant"() <{value = 0 : index}> : () -> index
    %212 = "tensor.from_elements"(%arg177) : (index) -> tensor<1xindex>
    %213 = "tensor.extract"(%212, %211) : (tensor<1xindex>, index) -> index
    "func.return"(%213) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_from_tensor.from_elements_0d"}> ({
  ^bb0(%arg176: index):
    %208 = "arith.constant"() <{value = 0 : index}> : () -> index
    %209 = "tensor.from_elements"(%arg176) : (index) -> tensor<index>
    %210 = "tensor.extract"(%209) : (tensor<index>) -> index
    "func.return"(%210) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extract_from_tensor.from_elements_3d"}> ({
    %180 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %181 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %182 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %183 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %184 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %185 = "arith.constant"() <{value = 5.000000e+00 : f32}> : () -> f32
    %186 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
    %187 = "arith.constant"() <{value = 7.000000e+00 : f32}> : () -> f32
    %188 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %189 = "arith.constant"() <{value = 9.000000e+00 : f32}> : () -> f32
    %190 = "arith.constant"() <{value = 1.000000e+01 : f32}> : () -> f32
    %191 = "arith.constant"() <{value = 1.100000e+01 : f32}> : () -> f32
    %192 = "tensor.from_elements"(%180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> tensor<3x2x2xf32>
    %193 = "arith.constant"() <{value = 0 : index}> : () -> index
    %194 = "arith.constant"() <{value = 1 : index}> : () -> index
    %195 = "arith.constant"() <{value = 2 : index}> : () -> index
    %196 = "tensor.extract"(%192, %193, %193, %193) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %197 = "tensor.extract"(%192, %193, %193, %194) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %198 = "tensor.extract"(%192, %193, %194, %193) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %199 = "tensor.extract"(%192, %193, %194, %194) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %200 = "tensor.extract"(%192, %194, %193, %193) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %201 = "tensor.extract"(%192, %194, %193, %194) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %202 = "tensor.extract"(%192, %194, %194, %193) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %203 = "tensor.extract"(%192, %194, %194, %194) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %204 = "tensor.extract"(%192, %195, %193, %193) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %205 = "tensor.extract"(%192, %195, %193, %194) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %206 = "tensor.extract"(%192, %195, %194, %193) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %207 = "tensor.extract"(%192, %195, %194, %194) : (tensor<3x2x2xf32>, index, index, index) -> f32
    "func.return"(%196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "extract_from_tensor.from_elements_variable_3d"}> ({
  ^bb0(%arg164: f32, %arg165: f32, %arg166: f32, %arg167: f32, %arg168: f32, %arg169: f32, %arg170: f32, %arg171: f32, %arg172: f32, %arg173: f32, %arg174: f32, %arg175: f32):
    %164 = "tensor.from_elements"(%arg164, %arg165, %arg166, %arg167, %arg168, %arg169, %arg170, %arg171, %arg172, %arg173, %arg174, %arg175) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> tensor<3x2x2xf32>
    %165 = "arith.constant"() <{value = 0 : index}> : () -> index
    %166 = "arith.constant"() <{value = 1 : index}> : () -> index
    %167 = "arith.constant"() <{value = 2 : index}> : () -> index
    %168 = "tensor.extract"(%164, %165, %165, %165) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %169 = "tensor.extract"(%164, %165, %165, %166) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %170 = "tensor.extract"(%164, %165, %166, %165) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %171 = "tensor.extract"(%164, %165, %166, %166) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %172 = "tensor.extract"(%164, %166, %165, %165) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %173 = "tensor.extract"(%164, %166, %165, %166) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %174 = "tensor.extract"(%164, %166, %166, %165) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %175 = "tensor.extract"(%164, %166, %166, %166) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %176 = "tensor.extract"(%164, %167, %165, %165) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %177 = "tensor.extract"(%164, %167, %165, %166) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %178 = "tensor.extract"(%164, %167, %166, %165) : (tensor<3x2x2xf32>, index, index, index) -> f32
    %179 = "tensor.extract"(%164, %167, %166, %166) : (tensor<3x2x2xf32>, index, index, index) -> f32
    "func.return"(%168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_negative_from_tensor.from_elements"}> ({
  ^bb0(%arg163: index):
    %161 = "arith.constant"() <{value = -1 : index}> : () -> index
    %162 = "tensor.from_elements"(%arg163) : (index) -> tensor<1xindex>
    %163 = "tensor.extract"(%162, %161) : (tensor<1xindex>, index) -> index
    "func.return"(%163) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "extract_oob_from_tensor.from_elements"}> ({
  ^bb0(%arg162: index):
    %158 = "arith.constant"() <{value = 1 : index}> : () -> index
    %159 = "tensor.from_elements"(%arg162) : (index) -> tensor<1xindex>
    %160 = "tensor.extract"(%159, %158) : (tensor<1xindex>, index) -> index
    "func.return"(%160) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, tensor<*xf32>) -> index, sym_name = "extract_from_tensor.generate"}> ({
  ^bb0(%arg159: index, %arg160: tensor<*xf32>):
    %154 = "tensor.rank"(%arg160) : (tensor<*xf32>) -> index
    %155 = "tensor.generate"(%154) ({
    ^bb0(%arg161: index):
      %157 = "tensor.dim"(%arg160, %arg161) : (tensor<*xf32>, index) -> index
      "tensor.yield"(%157) : (index) -> ()
    }) : (index) -> tensor<?xindex>
    %156 = "tensor.extract"(%155, %arg159) : (tensor<?xindex>, index) -> index
    "func.return"(%156) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, tensor<*xf32>) -> index, sym_name = "extract_from_tensor.generate_2d"}> ({
  ^bb0(%arg154: index, %arg155: index, %arg156: tensor<*xf32>):
    %148 = "tensor.rank"(%arg156) : (tensor<*xf32>) -> index
    %149 = "tensor.generate"(%148, %148) ({
    ^bb0(%arg157: index, %arg158: index):
      %151 = "tensor.dim"(%arg156, %arg157) : (tensor<*xf32>, index) -> index
      %152 = "tensor.dim"(%arg156, %arg158) : (tensor<*xf32>, index) -> index
      %153 = "arith.addi"(%151, %152) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%153) : (index) -> ()
    }) : (index, index) -> tensor<?x?xindex>
    %150 = "tensor.extract"(%149, %arg154, %arg155) : (tensor<?x?xindex>, index, index) -> index
    "func.return"(%150) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, tensor<*xf32>, memref<?xindex>) -> index, sym_name = "extract_from_tensor.generate_sideeffects"}> ({
  ^bb0(%arg150: index, %arg151: tensor<*xf32>, %arg152: memref<?xindex>):
    %144 = "tensor.rank"(%arg151) : (tensor<*xf32>) -> index
    %145 = "tensor.generate"(%144) ({
    ^bb0(%arg153: index):
      %147 = "tensor.dim"(%arg151, %arg153) : (tensor<*xf32>, index) -> index
      "memref.store"(%147, %arg152, %arg153) : (index, memref<?xindex>, index) -> ()
      "tensor.yield"(%147) : (index) -> ()
    }) : (index) -> tensor<?xindex>
    %146 = "tensor.extract"(%145, %arg150) : (tensor<?xindex>, index) -> index
    "func.return"(%146) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> tensor<3x?x?x7x?xindex>, sym_name = "static_tensor.generate"}> ({
  ^bb0(%arg143: index, %arg144: index):
    %141 = "arith.constant"() <{value = 5 : index}> : () -> index
    %142 = "tensor.generate"(%arg143, %141, %arg144) ({
    ^bb0(%arg145: index, %arg146: index, %arg147: index, %arg148: index, %arg149: index):
      %143 = "arith.constant"() <{value = 32 : index}> : () -> index
      "tensor.yield"(%143) : (index) -> ()
    }) : (index, index, index) -> tensor<3x?x?x7x?xindex>
    "func.return"(%142) : (tensor<3x?x?x7x?xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<3xindex>, sym_name = "from_elements.constant"}> ({
    %138 = "arith.constant"() <{value = 1 : index}> : () -> index
    %139 = "arith.constant"() <{value = 2 : index}> : () -> index
    %140 = "tensor.from_elements"(%138, %139, %138) : (index, index, index) -> tensor<3xindex>
    "func.return"(%140) : (tensor<3xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index) -> tensor<?x?x?xf32>, sym_name = "slice_canonicalize"}> ({
  ^bb0(%arg140: tensor<?x?x?xf32>, %arg141: index, %arg142: index):
    %134 = "arith.constant"() <{value = 0 : index}> : () -> index
    %135 = "arith.constant"() <{value = 1 : index}> : () -> index
    %136 = "arith.constant"() <{value = 4 : index}> : () -> index
    %137 = "tensor.extract_slice"(%arg140, %134, %arg141, %135, %136, %135, %arg142, %135, %135, %135) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%137) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index) -> tensor<?x?xf32>, sym_name = "rank_reducing_slice_canonicalize"}> ({
  ^bb0(%arg137: tensor<?x?x?xf32>, %arg138: index, %arg139: index):
    %130 = "arith.constant"() <{value = 0 : index}> : () -> index
    %131 = "arith.constant"() <{value = 1 : index}> : () -> index
    %132 = "arith.constant"() <{value = 4 : index}> : () -> index
    %133 = "tensor.extract_slice"(%arg137, %130, %arg138, %131, %132, %arg139, %131, %131, %131) <{operandSegmentSizes = array<i32: 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%133) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>, sym_name = "trivial_slice"}> ({
  ^bb0(%arg136: tensor<4x6x16x32xi8>):
    %129 = "tensor.extract_slice"(%arg136) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 6, 16, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>
    "func.return"(%129) : (tensor<4x6x16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6x16x32xi8>, tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>, sym_name = "trivial_insert_slice"}> ({
  ^bb0(%arg134: tensor<4x6x16x32xi8>, %arg135: tensor<4x6x16x32xi8>):
    %128 = "tensor.insert_slice"(%arg134, %arg135) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 6, 16, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x6x16x32xi8>, tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>
    "func.return"(%128) : (tensor<4x6x16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<0x2xi8>, tensor<3x3xi8>) -> tensor<3x3xi8>, sym_name = "empty_insert_slice"}> ({
  ^bb0(%arg132: tensor<0x2xi8>, %arg133: tensor<3x3xi8>):
    %127 = "tensor.insert_slice"(%arg132, %arg133) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 0, 2>, static_strides = array<i64: 1, 1>}> : (tensor<0x2xi8>, tensor<3x3xi8>) -> tensor<3x3xi8>
    "func.return"(%127) : (tensor<3x3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6x16x32xi8>) -> tensor<16x32xi8>, sym_name = "rank_reducing_tensor_of_cast"}> ({
  ^bb0(%arg131: tensor<4x6x16x32xi8>):
    %125 = "tensor.cast"(%arg131) : (tensor<4x6x16x32xi8>) -> tensor<?x?x16x32xi8>
    %126 = "tensor.extract_slice"(%125) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 1, 1, 16, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<?x?x16x32xi8>) -> tensor<16x32xi8>
    "func.return"(%126) : (tensor<16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xi8>, tensor<4x6x16x32xi8>) -> tensor<4x6x16x32xi8>, sym_name = "rank_reducing_insert_slice_of_cast"}> ({
  ^bb0(%arg129: tensor<16x32xi8>, %arg130: tensor<4x6x16x32xi8>):
    %121 = "arith.constant"() <{value = 0 : index}> : () -> index
    %122 = "tensor.cast"(%arg129) : (tensor<16x32xi8>) -> tensor<?x32xi8>
    %123 = "tensor.dim"(%122, %121) : (tensor<?x32xi8>, index) -> index
    %124 = "tensor.insert_slice"(%122, %arg130, %123) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 1, 1, -9223372036854775808, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<?x32xi8>, tensor<4x6x16x32xi8>, index) -> tensor<4x6x16x32xi8>
    "func.return"(%124) : (tensor<4x6x16x32xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "insert_slice_canonicalize"}> ({
  ^bb0(%arg125: tensor<?x?x?xf32>, %arg126: index, %arg127: index, %arg128: tensor<?x?x?xf32>):
    %117 = "arith.constant"() <{value = 0 : index}> : () -> index
    %118 = "arith.constant"() <{value = 1 : index}> : () -> index
    %119 = "arith.constant"() <{value = 4 : index}> : () -> index
    %120 = "tensor.insert_slice"(%arg125, %arg128, %117, %arg126, %118, %119, %118, %arg127, %118, %118, %118) <{operandSegmentSizes = array<i32: 1, 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%120) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32, "foo">, tensor<4x4xf32, "foo">) -> tensor<4x4xf32, "foo">, sym_name = "insert_slice_canonicalize_encoding"}> ({
  ^bb0(%arg123: tensor<2x2xf32, "foo">, %arg124: tensor<4x4xf32, "foo">):
    %116 = "tensor.insert_slice"(%arg123, %arg124) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32, "foo">, tensor<4x4xf32, "foo">) -> tensor<4x4xf32, "foo">
    "func.return"(%116) : (tensor<4x4xf32, "foo">) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "slice_to_insert_slice_canonicalize"}> ({
  ^bb0(%arg119: tensor<?x?x?xf32>, %arg120: index, %arg121: index, %arg122: tensor<?x?x?xf32>):
    %111 = "arith.constant"() <{value = 0 : index}> : () -> index
    %112 = "arith.constant"() <{value = 1 : index}> : () -> index
    %113 = "arith.constant"() <{value = 4 : index}> : () -> index
    %114 = "tensor.extract_slice"(%arg119, %111, %arg120, %112, %113, %112, %arg121, %112, %112, %112) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    %115 = "tensor.insert_slice"(%114, %arg122, %111, %arg120, %112, %113, %112, %arg121, %112, %112, %112) <{operandSegmentSizes = array<i32: 1, 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%115) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "rank_reducing_insert_slice_canonicalize"}> ({
  ^bb0(%arg115: tensor<?x?xf32>, %arg116: index, %arg117: index, %arg118: tensor<?x?x?xf32>):
    %107 = "arith.constant"() <{value = 0 : index}> : () -> index
    %108 = "arith.constant"() <{value = 1 : index}> : () -> index
    %109 = "arith.constant"() <{value = 4 : index}> : () -> index
    %110 = "tensor.insert_slice"(%arg115, %arg118, %107, %arg116, %108, %109, %arg117, %108, %108, %108) <{operandSegmentSizes = array<i32: 1, 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%110) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "rank_reducing_slice_to_insert_slice_canonicalize"}> ({
  ^bb0(%arg111: tensor<?x?x?xf32>, %arg112: index, %arg113: index, %arg114: tensor<?x?x?xf32>):
    %102 = "arith.constant"() <{value = 0 : index}> : () -> index
    %103 = "arith.constant"() <{value = 1 : index}> : () -> index
    %104 = "arith.constant"() <{value = 4 : index}> : () -> index
    %105 = "tensor.extract_slice"(%arg111, %102, %arg112, %103, %104, %arg113, %103, %103, %103) <{operandSegmentSizes = array<i32: 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?xf32>
    %106 = "tensor.insert_slice"(%105, %arg114, %102, %arg112, %103, %104, %arg113, %103, %103, %103) <{operandSegmentSizes = array<i32: 1, 1, 3, 2, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x?xf32>, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%106) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x?xi32>, tensor<i32>, index, index) -> tensor<?x?xi32>, sym_name = "insert_slice_propagate_dest_cast"}> ({
  ^bb0(%arg105: tensor<2x?xi32>, %arg106: tensor<i32>, %arg107: index, %arg108: index):
    %94 = "arith.constant"() <{value = 0 : index}> : () -> index
    %95 = "arith.constant"() <{value = 1 : index}> : () -> index
    %96 = "arith.constant"() <{value = 2 : index}> : () -> index
    %97 = "arith.constant"() <{value = 8 : index}> : () -> index
    %98 = "tensor.dim"(%arg105, %95) : (tensor<2x?xi32>, index) -> index
    %99 = "tensor.extract"(%arg106) : (tensor<i32>) -> i32
    %100 = "tensor.generate"(%arg107, %97) ({
    ^bb0(%arg109: index, %arg110: index):
      "tensor.yield"(%99) : (i32) -> ()
    }) : (index, index) -> tensor<?x?xi32>
    %101 = "tensor.insert_slice"(%arg105, %100, %arg108, %98) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xi32>, tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
    "func.return"(%101) : (tensor<?x?xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi32>, tensor<i32>) -> tensor<3x9xi32>, sym_name = "insert_slice_output_dest_canonicalize"}> ({
  ^bb0(%arg101: tensor<2x3xi32>, %arg102: tensor<i32>):
    %88 = "arith.constant"() <{value = 9 : index}> : () -> index
    %89 = "arith.constant"() <{value = 3 : index}> : () -> index
    %90 = "tensor.extract"(%arg102) : (tensor<i32>) -> i32
    %91 = "tensor.generate"(%89, %88) ({
    ^bb0(%arg103: index, %arg104: index):
      "tensor.yield"(%90) : (i32) -> ()
    }) : (index, index) -> tensor<?x?xi32>
    %92 = "tensor.insert_slice"(%arg101, %91) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
    %93 = "tensor.cast"(%92) : (tensor<?x?xi32>) -> tensor<3x9xi32>
    "func.return"(%93) : (tensor<3x9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "dim_of_tensor.generate"}> ({
  ^bb0(%arg94: index, %arg95: index):
    %85 = "arith.constant"() <{value = 3 : index}> : () -> index
    %86 = "tensor.generate"(%arg94, %arg95) ({
    ^bb0(%arg96: index, %arg97: index, %arg98: index, %arg99: index, %arg100: index):
      "tensor.yield"(%85) : (index) -> ()
    }) : (index, index) -> tensor<2x?x4x?x5xindex>
    %87 = "tensor.dim"(%86, %85) : (tensor<2x?x4x?x5xindex>, index) -> index
    "func.return"(%87) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>) -> (index, index), sym_name = "fold_dim_of_tensor.cast"}> ({
  ^bb0(%arg93: tensor<4x?xf32>):
    %80 = "arith.constant"() <{value = 0 : index}> : () -> index
    %81 = "arith.constant"() <{value = 1 : index}> : () -> index
    %82 = "tensor.cast"(%arg93) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %83 = "tensor.dim"(%82, %80) : (tensor<?x?xf32>, index) -> index
    %84 = "tensor.dim"(%82, %81) : (tensor<?x?xf32>, index) -> index
    "func.return"(%83, %84) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x?xf32>, tensor<?x?xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>, sym_name = "insert_slice_cast"}> ({
  ^bb0(%arg85: tensor<1x?xf32>, %arg86: tensor<?x?xf32>, %arg87: index, %arg88: index, %arg89: index, %arg90: index, %arg91: index, %arg92: index):
    %78 = "tensor.cast"(%arg85) : (tensor<1x?xf32>) -> tensor<?x?xf32>
    %79 = "tensor.insert_slice"(%78, %arg86, %arg87, %arg88, %arg89, %arg90, %arg91, %arg92) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%79) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x?xf32>, tensor<?x?xf32>, index, index, index, index, index, index) -> tensor<?x?xf32>, sym_name = "insert_slice_cast_no_fold"}> ({
  ^bb0(%arg77: tensor<1x?xf32>, %arg78: tensor<?x?xf32>, %arg79: index, %arg80: index, %arg81: index, %arg82: index, %arg83: index, %arg84: index):
    %76 = "tensor.cast"(%arg77) : (tensor<1x?xf32>) -> tensor<?x5xf32>
    %77 = "tensor.insert_slice"(%76, %arg78, %arg79, %arg80, %arg81, %arg83, %arg84) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 5>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x5xf32>, tensor<?x?xf32>, index, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%77) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x5x?xf32>, tensor<?x?x?xf32>, index, index) -> tensor<?x?x?xf32>, sym_name = "insert_tensor_cast_on_insert_slice_src"}> ({
  ^bb0(%arg73: tensor<?x5x?xf32>, %arg74: tensor<?x?x?xf32>, %arg75: index, %arg76: index):
    %74 = "arith.constant"() <{value = 64 : index}> : () -> index
    %75 = "tensor.insert_slice"(%arg73, %arg74, %74, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 2, 0>, static_offsets = array<i64: 0, 1, 2>, static_sizes = array<i64: -9223372036854775808, 5, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (tensor<?x5x?xf32>, tensor<?x?x?xf32>, index, index) -> tensor<?x?x?xf32>
    "func.return"(%75) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<4x?x8xf32>, index, index) -> tensor<4x?x8xf32>, sym_name = "fold_extract_insert"}> ({
  ^bb0(%arg69: tensor<?x?x?xf32>, %arg70: tensor<4x?x8xf32>, %arg71: index, %arg72: index):
    %70 = "arith.constant"() <{value = 0 : index}> : () -> index
    %71 = "arith.constant"() <{value = 1 : index}> : () -> index
    %72 = "tensor.insert_slice"(%arg70, %arg69, %70, %arg71, %arg72, %71) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<4x?x8xf32>, tensor<?x?x?xf32>, index, index, index, index) -> tensor<?x?x?xf32>
    %73 = "tensor.extract_slice"(%72, %70, %arg71, %arg72, %71) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index, index) -> tensor<4x?x8xf32>
    "func.return"(%73) : (tensor<4x?x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>, sym_name = "fold_gather_constant_splat"}> ({
  ^bb0(%arg68: tensor<1x2x3xindex>):
    %68 = "arith.constant"() <{value = dense<1.000000e-01> : tensor<4x4x4xf32>}> : () -> tensor<4x4x4xf32>
    %69 = "tensor.gather"(%68, %arg68) <{gather_dims = array<i64: 0, 1, 2>}> : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
    "func.return"(%69) : (tensor<1x2x1x1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<4x4xi32>, sym_name = "fold_extract_constant_splat"}> ({
    %66 = "arith.constant"() <{value = dense<42> : tensor<1024x1024xi32>}> : () -> tensor<1024x1024xi32>
    %67 = "tensor.extract_slice"(%66) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1024x1024xi32>) -> tensor<4x4xi32>
    "func.return"(%67) : (tensor<4x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<4x?x8xf32>, tensor<4x?x8xf32>, index, index) -> tensor<?x?x?xf32>, sym_name = "fold_overlapping_insert"}> ({
  ^bb0(%arg63: tensor<?x?x?xf32>, %arg64: tensor<4x?x8xf32>, %arg65: tensor<4x?x8xf32>, %arg66: index, %arg67: index):
    %62 = "arith.constant"() <{value = 0 : index}> : () -> index
    %63 = "arith.constant"() <{value = 1 : index}> : () -> index
    %64 = "tensor.insert_slice"(%arg64, %arg63, %62, %arg66, %arg67, %63) <{operandSegmentSizes = array<i32: 1, 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<4x?x8xf32>, tensor<?x?x?xf32>, index, index, index, index) -> tensor<?x?x?xf32>
    %65 = "tensor.insert_slice"(%arg65, %64, %arg66, %arg67, %63) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 4, -9223372036854775808, 8>, static_strides = array<i64: 1, 1, -9223372036854775808>}> : (tensor<4x?x8xf32>, tensor<?x?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%65) : (tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "fold_rank"}> ({
    %60 = "arith.constant"() <{value = dense<[[[1, -2, 1, 36]], [[0, 2, -1, 64]]]> : tensor<2x1x4xi32>}> : () -> tensor<2x1x4xi32>
    %61 = "tensor.rank"(%60) : (tensor<2x1x4xi32>) -> index
    "func.return"(%61) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x6xf32>, index) -> tensor<5x6xf32>, sym_name = "pad_nofold_same_static_shape"}> ({
  ^bb0(%arg59: tensor<5x6xf32>, %arg60: index):
    %58 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %59 = "tensor.pad"(%arg59, %arg60, %arg60) <{nofold, operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 0>}> ({
    ^bb0(%arg61: index, %arg62: index):
      "tensor.yield"(%58) : (f32) -> ()
    }) : (tensor<5x6xf32>, index, index) -> tensor<5x6xf32>
    "func.return"(%59) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x?x?xf32>, index) -> tensor<?x32x32xf32>, sym_name = "cast_of_pad_less_static"}> ({
  ^bb0(%arg54: tensor<32x?x?xf32>, %arg55: index):
    %55 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %56 = "tensor.pad"(%arg54, %arg55, %arg55, %arg55) <{operandSegmentSizes = array<i32: 1, 3, 0>, static_high = array<i64: 0, 0, 0>, static_low = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg56: index, %arg57: index, %arg58: index):
      "tensor.yield"(%55) : (f32) -> ()
    }) : (tensor<32x?x?xf32>, index, index, index) -> tensor<32x?x?xf32>
    %57 = "tensor.cast"(%56) : (tensor<32x?x?xf32>) -> tensor<?x32x32xf32>
    "func.return"(%57) : (tensor<?x32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, f32) -> tensor<2x3x4xf32>, sym_name = "pad_nofold_static_zero"}> ({
  ^bb0(%arg49: tensor<?x?x?xf32>, %arg50: f32):
    %53 = "arith.constant"() <{value = 0 : index}> : () -> index
    %54 = "tensor.pad"(%arg49, %53, %53) <{nofold, operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, 0, -9223372036854775808>, static_low = array<i64: 0, -9223372036854775808, 0>}> ({
    ^bb0(%arg51: index, %arg52: index, %arg53: index):
      "tensor.yield"(%arg50) : (f32) -> ()
    }) : (tensor<?x?x?xf32>, index, index) -> tensor<2x3x4xf32>
    "func.return"(%54) : (tensor<2x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64x64xf32>, index, index, index, index) -> (tensor<8x4xf32>, tensor<4x64xf32>, tensor<8x4xf32>, tensor<6x4xf32>), sym_name = "dont_fold_pad_chains"}> ({
  ^bb0(%arg34: tensor<64x64xf32>, %arg35: index, %arg36: index, %arg37: index, %arg38: index):
    %41 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %42 = "tensor.extract_slice"(%arg34, %arg35) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 16, 0>, static_sizes = array<i64: -9223372036854775808, 64>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>, index) -> tensor<?x64xf32>
    %43 = "tensor.pad"(%42, %arg37) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg47: index, %arg48: index):
      "tensor.yield"(%41) : (f32) -> ()
    }) : (tensor<?x64xf32>, index) -> tensor<8x64xf32>
    %44 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %45 = "tensor.extract_slice"(%43, %arg36) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 8, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<8x?xf32>
    %46 = "tensor.pad"(%45, %arg38) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg45: index, %arg46: index):
      "tensor.yield"(%44) : (f32) -> ()
    }) : (tensor<8x?xf32>, index) -> tensor<8x4xf32>
    %47 = "tensor.extract_slice"(%43, %arg36) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 4, 0>, static_sizes = array<i64: -9223372036854775808, 64>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<?x64xf32>
    %48 = "tensor.pad"(%47, %arg38) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg43: index, %arg44: index):
      "tensor.yield"(%41) : (f32) -> ()
    }) : (tensor<?x64xf32>, index) -> tensor<4x64xf32>
    %49 = "tensor.extract_slice"(%43, %arg35, %arg36) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 8, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index, index) -> tensor<8x?xf32>
    %50 = "tensor.pad"(%49, %arg38) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg41: index, %arg42: index):
      "tensor.yield"(%41) : (f32) -> ()
    }) : (tensor<8x?xf32>, index) -> tensor<8x4xf32>
    %51 = "tensor.extract_slice"(%43, %arg36) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 6, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<6x?xf32>
    %52 = "tensor.pad"(%51, %arg38) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg39: index, %arg40: index):
      "tensor.yield"(%41) : (f32) -> ()
    }) : (tensor<6x?xf32>, index) -> tensor<6x4xf32>
    "func.return"(%46, %48, %50, %52) : (tensor<8x4xf32>, tensor<4x64xf32>, tensor<8x4xf32>, tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, f32) -> tensor<7x8xf32>, sym_name = "dont_merge_constant_padding_nofold"}> ({
  ^bb0(%arg28: tensor<2x3xf32>, %arg29: f32):
    %39 = "tensor.pad"(%arg28) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg32: index, %arg33: index):
      "tensor.yield"(%arg29) : (f32) -> ()
    }) : (tensor<2x3xf32>) -> tensor<4x4xf32>
    %40 = "tensor.pad"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 2>, static_low = array<i64: 0, 2>}> ({
    ^bb0(%arg30: index, %arg31: index):
      "tensor.yield"(%arg29) : (f32) -> ()
    }) : (tensor<4x4xf32>) -> tensor<7x8xf32>
    "func.return"(%40) : (tensor<7x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, f32, f32) -> tensor<7x8xf32>, sym_name = "dont_merge_constant_padding_different_vals"}> ({
  ^bb0(%arg21: tensor<2x3xf32>, %arg22: f32, %arg23: f32):
    %37 = "tensor.pad"(%arg21) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg26: index, %arg27: index):
      "tensor.yield"(%arg22) : (f32) -> ()
    }) : (tensor<2x3xf32>) -> tensor<4x4xf32>
    %38 = "tensor.pad"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 2>, static_low = array<i64: 0, 2>}> ({
    ^bb0(%arg24: index, %arg25: index):
      "tensor.yield"(%arg23) : (f32) -> ()
    }) : (tensor<4x4xf32>) -> tensor<7x8xf32>
    "func.return"(%38) : (tensor<7x8xf32>) -> ()
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

