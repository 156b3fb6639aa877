// Invalid math, ub, index and complex ops, in custom and generic form;
// each case's first error line is in math_index_complex.expected.
%0 = "x.src"() : () -> i32
%1 = "math.absf"(%0) : (i32) -> i32
// -----
%0 = "x.src"() : () -> f32
%1 = "math.sqrt"(%0) : (f32) -> f64
// -----
%0 = "x.src"() : () -> f32
%1 = math.exp %0 fastmath<bogus> : f32
// -----
%0 = "x.src"() : () -> f32
%1 = "math.isnan"(%0) : (f32) -> i8
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "math.isinf"(%0) : (vector<4xf32>) -> vector<2xi1>
// -----
%0 = "x.src"() : () -> vector<4xf32>
%1 = "x.src"() : () -> vector<2xi32>
%2 = "math.fpowi"(%0, %1) : (vector<4xf32>, vector<2xi32>) -> vector<4xf32>
// -----
%0 = "x.src"() : () -> f32
%1:2 = "math.sincos"(%0) : (f32) -> (f32, f64)
// -----
%0 = "x.src"() : () -> index
%1 = "math.ctlz"(%0) : (index) -> i64
// -----
%0 = "x.src"() : () -> f32
%1 = "math.fma"(%0, %0, %0) <{fastmath = 3 : i32}> : (f32, f32, f32) -> f32
// -----
%0 = ub.poison <1 : i32> : i32
// -----
%0 = "ub.poison"() <{value = 1 : i32}> : () -> f32
// -----
"ub.unreachable"() : () -> ()
"x.after"() : () -> ()
// -----
%0 = "x.src"() : () -> i32
%1 = "index.casts"(%0) : (i32) -> i64
// -----
%0 = "x.src"() : () -> index
%1 = index.castu %0 : index to index
// -----
%0 = "x.src"() : () -> f32
%1 = "index.casts"(%0) : (f32) -> index
// -----
%0 = "x.src"() : () -> index
%1 = index.cmp foo(%0, %0)
// -----
%0 = "x.src"() : () -> index
%1 = index.cmp (%0, %0)
// -----
%0 = "x.src"() : () -> index
%1 = index.cmp "sgt"(%0, %0)
// -----
%0 = "x.src"() : () -> i32
%1 = "index.add"(%0, %0) : (i32, i32) -> index
// -----
%0 = index.constant 1 : i32
// -----
%0 = "index.bool.constant"() <{value = 1 : i32}> : () -> i1
// -----
%0 = complex.constant [1.0 : f32] : complex<f32>
// -----
%0 = complex.constant [1.0 : f32, "x"] : complex<f32>
// -----
%0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>
// -----
%0 = complex.constant [1 : i32, 2 : i32] : complex<i64>
// -----
%0 = "x.src"() : () -> memref<2xf32>
%1 = complex.bitcast %0 : memref<2xf32> to complex<f32>
// -----
%0 = "x.src"() : () -> complex<f32>
%1 = complex.bitcast %0 : complex<f32> to tensor<2xf32>
// -----
%0 = "x.src"() : () -> i64
%1 = complex.bitcast %0 : i64 to f64
// -----
%0 = "x.src"() : () -> complex<f32>
%1 = complex.bitcast %0 : complex<f32> to i32
// -----
%0 = "x.src"() : () -> complex<f32>
%1 = complex.bitcast %0 : complex<f32> to complex<f64>
// -----
%0 = "x.src"() : () -> f32
%1 = "x.src"() : () -> f64
%2 = "complex.create"(%0, %1) : (f32, f64) -> complex<f32>
// -----
%0 = "x.src"() : () -> f64
%1 = "complex.create"(%0, %0) : (f64, f64) -> complex<f32>
// -----
%0 = "x.src"() : () -> complex<f32>
%1 = "complex.re"(%0) : (complex<f32>) -> f64
// -----
%0 = "x.src"() : () -> complex<i32>
%1 = "complex.abs"(%0) : (complex<i32>) -> i32
// -----
%0 = "x.src"() : () -> complex<f32>
%1 = "x.src"() : () -> complex<f64>
%2 = "complex.eq"(%0, %1) : (complex<f32>, complex<f64>) -> i1
// -----
%0 = "x.src"() : () -> complex<f32>
%1 = "x.src"() : () -> index
%2 = "complex.powi"(%0, %1) : (complex<f32>, index) -> complex<f32>
// -----
%0 = "x.src"() : () -> complex<f32>
%1 = complex.add %0, %0 : complex<f64>
