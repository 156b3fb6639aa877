// Upstream's dialect enum attributes (`EnumAttr`), declared as enums in the
// dialects' `.ods`: an invalid case in every attribute's full form, in the
// generic form of an op, in an op's custom (stripped) form, and valid ones.

// The fuzz finding: an iterator type that is no case, in generic form.
func.func @contract(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<tarallel>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %0 : f32
}

// -----

func.func @contract_kind(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<adds>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %0 : f32
}

// -----

func.func @contract_ok(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<"maxnumf">}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %0 : f32
}

// -----

func.func @reduction(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <mul_add>, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----

func.func @print(%v: vector<4xf32>) {
  vector.print punctuation <semicolon>
  return
}

// -----

func.func @index_cmp(%i: index, %j: index) -> i1 {
  %0 = "index.cmp"(%i, %j) <{pred = #index<cmp_predicate sgE>}> : (index, index) -> i1
  return %0 : i1
}

// -----

func.func @index_cmp_custom(%i: index, %j: index) -> i1 {
  %0 = index.cmp lte(%i, %j)
  return %0 : i1
}

// -----

func.func @index_cmp_string(%i: index, %j: index) -> i1 {
  %0 = index.cmp "uge"(%i, %j)
  return %0 : i1
}

// -----

func.func @fastmath_custom(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<nnan,fats> : f32
  return %0 : f32
}

// -----

func.func @fastmath_empty(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<> : f32
  return %0 : f32
}

// -----

func.func @fastmath_generic(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<ninf,reassoc,bad>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @fastmath_bar(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan|ninf>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @fastmath_ok(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<ninf, "nnan", fast, none>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @overflow_custom(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw, nuu> : i32
  return %0 : i32
}

// -----

func.func @overflow_generic(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw,sw>}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @math_fastmath(%a: f32) -> f32 {
  %0 = math.exp %a fastmath<contract,afn,slow> : f32
  return %0 : f32
}

// -----

func.func @complex_fastmath(%a: complex<f32>) -> f32 {
  %0 = complex.abs %a fastmath<nsz,arcps> : complex<f32>
  return %0 : f32
}

// -----

func.func @vector_fastmath(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v {x = #arith.fastmath<none,nnan,fastest>} : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @type_fn() attributes {x = #linalg.type_fn<cast_signedd>} {
  return
}

// -----

func.func @unary_fn() attributes {x = #linalg.unary_fn<expp>} {
  return
}

// -----

func.func @binary_fn() attributes {x = #linalg.binary_fn<max>} {
  return
}

// -----

func.func @ternary_fn() attributes {x = #linalg.ternary_fn<where>} {
  return
}

// -----

func.func @elementwise_kind() attributes {x = #linalg.elementwise_kind<divide>} {
  return
}

// -----

func.func @linalg_iterator_type() attributes {x = #linalg.iterator_type<window>} {
  return
}

// -----

func.func @linalg_ok() attributes {a = #linalg.type_fn<cast_unsigned>, b = #linalg.unary_fn<erf>, c = #linalg.binary_fn<powf>, d = #linalg.ternary_fn<select>, e = #linalg.elementwise_kind<select>, f = #linalg.iterator_type<parallel>} {
  return
}

// -----

func.func @tosa_nan_mode() attributes {x = #tosa.nan_mode<propagate>} {
  return
}

// -----

func.func @tosa_rounding_mode() attributes {x = #tosa.rounding_mode<DOUBLE>} {
  return
}

// -----

func.func @tosa_resize_mode() attributes {x = #tosa.resize_mode<NEAREST>} {
  return
}

// -----

func.func @tosa_block_size() attributes {x = #tosa.block_size<BLOCK_SIZE_16>} {
  return
}

// -----

func.func @tosa_ok() attributes {a = #tosa.nan_mode<IGNORE>, b = #tosa.rounding_mode<INEXACT_ROUND>, c = #tosa.resize_mode<BILINEAR>, d = #tosa.block_size<BLOCK_SIZE_32>} {
  return
}

// -----

func.func @vector_punctuation() attributes {x = #vector.punctuation<Comma>} {
  return
}

// -----

func.func @keyword_form_missing_case() attributes {x = #index<cmp_predicate>} {
  return
}

// -----

func.func @angle_form_missing_bracket() attributes {x = #vector.kind<add, mul>} {
  return
}

// -----

// The custom forms of linalg.generic and vector.contract name iterator
// types by string; only the enum's cases are accepted.
#id = affine_map<(d0) -> (d0)>
func.func @generic_window(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["window"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @contract_custom(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [#id, #id, #scalar], iterator_types = ["window"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
