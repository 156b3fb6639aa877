// vector ops with declarative formats in their custom forms.
module {
  %n = "test.src"() : () -> index
  %v = "test.src"() : () -> vector<4x8xf32>
  %f = "test.src"() : () -> f32
  %s = "test.src"() : () -> vector<[4]x2xi8>
  %e0 = vector.extract %v[1] : vector<8xf32> from vector<4x8xf32>
  %e1 = vector.extract %v[1, %n] : f32 from vector<4x8xf32>
  %e2 = vector.extract %v[-1, 0] : f32 from vector<4x8xf32>
  %e3 = vector.extract %v[] : vector<4x8xf32> from vector<4x8xf32>
  %e4 = vector.extract %s[%n] {tag = 1 : i32} : vector<2xi8> from vector<[4]x2xi8>
  %i0 = vector.insert %f, %v[%n, 3] : f32 into vector<4x8xf32>
  %i1 = vector.insert %e0, %i0[2] {tag} : vector<8xf32> into vector<4x8xf32>
  %i2 = vector.insert %v, %v[] : vector<4x8xf32> into vector<4x8xf32>
  %b0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %b1 = vector.broadcast %e0 : vector<8xf32> to vector<3x8xf32>
  %b2 = vector.broadcast %f : f32 to vector<[4]xf32>
  %b3 = vector.broadcast %e4 : vector<2xi8> to vector<[4]x2xi8>
  %m = vector.fma %b0, %b0, %b0 : vector<2x4xf32>
  "test.sink"(%e1, %e2, %e3, %i1, %i2, %b1, %b2, %b3, %m) : (f32, f32, vector<4x8xf32>, vector<4x8xf32>, vector<4x8xf32>, vector<3x8xf32>, vector<[4]xf32>, vector<[4]x2xi8>, vector<2x4xf32>) -> ()
}
