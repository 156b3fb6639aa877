module {
  %0 = "test.src"() : () -> index
  %1 = "test.src"() : () -> vector<4x8xf32>
  %2 = "test.src"() : () -> f32
  %3 = "test.src"() : () -> vector<[4]x2xi8>
  %4 = vector.extract %1[1] : vector<8xf32> from vector<4x8xf32>
  %5 = vector.extract %1[1, %0] : f32 from vector<4x8xf32>
  %6 = vector.extract %1[-1, 0] : f32 from vector<4x8xf32>
  %7 = vector.extract %1[] : vector<4x8xf32> from vector<4x8xf32>
  %8 = vector.extract %3[%0] {tag = 1 : i32} : vector<2xi8> from vector<[4]x2xi8>
  %9 = vector.insert %2, %1 [%0, 3] : f32 into vector<4x8xf32>
  %10 = vector.insert %4, %9 [2] {tag} : vector<8xf32> into vector<4x8xf32>
  %11 = vector.insert %1, %1 [] : vector<4x8xf32> into vector<4x8xf32>
  %12 = vector.broadcast %2 : f32 to vector<2x4xf32>
  %13 = vector.broadcast %4 : vector<8xf32> to vector<3x8xf32>
  %14 = vector.broadcast %2 : f32 to vector<[4]xf32>
  %15 = vector.broadcast %8 : vector<2xi8> to vector<[4]x2xi8>
  %16 = vector.fma %12, %12, %12 : vector<2x4xf32>
  "test.sink"(%5, %6, %7, %10, %11, %13, %14, %15, %16) : (f32, f32, vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<3x8xf32>, vector<[4]xf32>, vector<[4]x2xi8>, vector<2x4xf32>) -> ()
}

