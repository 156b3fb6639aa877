// CASE: the declarative vector ops: vscale, bitcast, masks, (de)interleave, strided slices, from/to_elements, loads/stores (masked, expand/compress, gather/scatter, nontemporal, alignment), reductions with combining kinds and fastmath, scan, scalable extract/insert, shape_cast, shuffle, step, transpose, type_cast, print; result names %vscale, %res1/%res2, %dest/%accumulated_value
func.func @v_ops(%v: vector<4xf32>, %m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v2: vector<2x4xf32>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %s: f32) {
  %0 = vector.vscale
  %1 = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.constant_mask [2] : vector<4xi1>
  %3 = vector.create_mask %i : vector<4xi1>
  %a, %b = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  %4 = vector.expandload %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %5 = vector.extract_strided_slice %v2 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  %6 = vector.from_elements %s, %s : vector<2xf32>
  %7 = vector.gather %m[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %8 = vector.insert_strided_slice %v, %v2 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %9 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %10 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %11 = vector.maskedload %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %12 = vector.multi_reduction <add>, %v2, %v [0] : vector<2x4xf32> to vector<4xf32>
  vector.print %v : vector<4xf32>
  vector.print str "hello"
  vector.print punctuation <comma>
  %13 = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  %14 = vector.reduction <add>, %v, %s fastmath<fast> : vector<4xf32> into f32
  %15 = vector.scalable.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  %16 = vector.scalable.insert %v, %sv[0] : vector<4xf32> into vector<[4]xf32>
  %c0 = arith.constant dense<0.0> : vector<4xf32>
  %17:2 = vector.scan <add>, %v2, %c0 {inclusive = true, reduction_dim = 0 : i64} : vector<2x4xf32>, vector<4xf32>
  vector.scatter %m[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %18 = vector.shape_cast %v2 : vector<2x4xf32> to vector<8xf32>
  %19 = vector.shuffle %v, %v [0, 5, 2] : vector<4xf32>, vector<4xf32>
  %20 = vector.step : vector<4xindex>
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xf32>
  %21:4 = vector.to_elements %v : vector<4xf32>
  %22 = vector.transpose %v2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %ms = memref.alloc() : memref<8x4xf32>
  %23 = vector.type_cast %ms : memref<8x4xf32> to memref<vector<8x4xf32>>
  return
}

func.func @v_more(%v0: vector<f32>, %v: vector<4xf32>, %m: memref<8x?xf32>, %t: tensor<16xf32>, %i: index, %mask: vector<4xi1>, %iv: vector<4xindex>, %m2: vector<2x4xi1>, %s: f32, %i32: i32, %v3: vector<2x[4]xi32>) -> tensor<16xf32> {
  %0 = vector.load %m[%i, %i] {nontemporal = true, alignment = 16 : i64} : memref<8x?xf32>, vector<4xf32>
  %1 = vector.load %m[%i, %i] : memref<8x?xf32>, vector<2x4xf32>
  vector.store %1, %m[%i, %i] {alignment = 8 : i64} : memref<8x?xf32>, vector<2x4xf32>
  vector.store %v0, %m[%i, %i] : memref<8x?xf32>, vector<f32>
  %2 = vector.reduction <mul>, %v : vector<4xf32> into f32
  %3 = vector.reduction <minnumf>, %v, %s : vector<4xf32> into f32
  %4 = vector.reduction <xor>, %iv : vector<4xindex> into index
  %5 = vector.multi_reduction <maxnumf>, %1, %s [0, 1] : vector<2x4xf32> to f32
  %6 = vector.scatter %t[%i] [%iv], %mask, %v : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %7 = vector.gather %t[%i] [%iv], %mask, %v {alignment = 4 : i64} : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %8 = vector.create_mask %i, %i : vector<2x4xi1>
  %9 = vector.constant_mask [1, 3] : vector<2x4xi1>
  %10 = vector.create_mask %i : vector<[4]xi1>
  %11 = vector.shuffle %v0, %v0 [0, 1] : vector<f32>, vector<f32>
  %12 = vector.shuffle %1, %1 [3, 0, 1] : vector<2x4xf32>, vector<2x4xf32>
  %13 = vector.from_elements %s : vector<f32>
  %14 = vector.from_elements %s, %s, %s, %s, %s, %s : vector<2x3xf32>
  %15 = vector.to_elements %v0 : vector<f32>
  %16:8 = vector.to_elements %1 : vector<2x4xf32>
  %17 = vector.interleave %v0, %v0 : vector<f32> -> vector<2xf32>
  %18 = vector.interleave %v3, %v3 : vector<2x[4]xi32> -> vector<2x[8]xi32>
  %19, %20 = vector.deinterleave %v3 : vector<2x[4]xi32> -> vector<2x[2]xi32>
  %21 = vector.transpose %v3, [1, 0] : vector<2x[4]xi32> to vector<[4]x2xi32>
  %22 = vector.shape_cast %v0 : vector<f32> to vector<1x1xf32>
  %23 = vector.bitcast %v3 : vector<2x[4]xi32> to vector<2x[8]xi16>
  %24 = vector.step : vector<[8]xindex>
  %25 = vector.maskedload %m[%i, %i], %mask, %v {alignment = 32 : i64} : memref<8x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %26 = vector.reduction <add>, %v fastmath<nnan,ninf> : vector<4xf32> into f32
  vector.print %s : f32
  vector.print %v0 : vector<f32> punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  vector.print %i32 : i32 {tag}
  return %6 : tensor<16xf32>
}
