// Every upstream dialect enum attribute rods declares, in custom and
// generic forms; valid.out.mlir and valid.mlirbc are mlir-opt-22's output
// (see regen.sh).
func.func @enums(%a: f32, %i: i32, %x: index, %y: index, %v: vector<4xf32>, %c: complex<f32>) -> f32 {
  %0 = arith.addf %a, %a fastmath<nnan,ninf,nsz,reassoc,arcp,contract,afn> : f32
  %1 = "arith.mulf"(%0, %a) <{fastmath = #arith.fastmath<"ninf", nnan>}> : (f32, f32) -> f32
  %2 = arith.addi %i, %i overflow<nuw, nsw> : i32
  %3 = "arith.muli"(%2, %i) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %4 = index.cmp uge(%x, %y)
  %5 = "index.cmp"(%x, %y) <{pred = #index<cmp_predicate "slt">}> : (index, index) -> i1
  %6 = vector.reduction <maximumf>, %v fastmath<contract> : vector<4xf32> into f32
  %7 = math.exp %6 fastmath<afn> : f32
  %8 = complex.abs %c fastmath<nnan> : complex<f32>
  vector.print punctuation <comma>
  %9 = arith.addf %7, %8 {enums = [#linalg.type_fn<cast_unsigned>, #linalg.unary_fn<erf>, #linalg.binary_fn<div_unsigned>, #linalg.ternary_fn<select>, #linalg.elementwise_kind<powf>, #linalg.iterator_type<reduction>, #tosa.nan_mode<IGNORE>, #tosa.rounding_mode<DOUBLE_ROUND>, #tosa.resize_mode<NEAREST_NEIGHBOR>, #tosa.block_size<BLOCK_SIZE_32>, #vector.iterator_type<parallel>, #vector.kind<minimumf>, #vector.punctuation<no_punctuation>, #arith.fastmath<none>, #arith.overflow<none>]} : f32
  return %9 : f32
}
