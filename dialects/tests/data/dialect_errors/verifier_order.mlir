// The order of an op's checks (upstream's `verifyInvariants`): the generated
// invariants, `VariadicOfVariadic` sizes among them, before the traits and
// interfaces after `OpInvariants` in list order, then the op's own verifier.
func.func @switch_segments_before_branch_operands(%f: i32, %x: i32) {
  "cf.switch"(%f, %x, %x) [^a, ^b] <{case_operand_segments = array<i32: 2>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^a:
  return
^b(%y: i32):
  return
}
// -----
func.func @switch_negative_segment(%f: i32, %x: i32) {
  "cf.switch"(%f, %x) [^a, ^b] <{case_operand_segments = array<i32: -1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^a:
  return
^b:
  return
}
// -----
func.func @switch_segments_i64(%f: i32, %x: i32) {
  "cf.switch"(%f, %x) [^a, ^b] <{case_operand_segments = array<i64: 1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^a:
  return
^b(%y: i32):
  return
}
// -----
func.func @switch_branch_operands_before_case_values(%f: i32, %x: i32) {
  "cf.switch"(%f, %x) [^a, ^b] <{case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^a:
  return
^b:
  return
}
// -----
func.func @br_not_last(%x: i32) {
  cf.br ^a(%x : i32)
  %c = arith.constant 0 : i32
^a:
  return
}
// -----
func.func @cast_interface_after_shape(%v: vector<4xi8>) {
  %0 = "arith.extui"(%v) : (vector<4xi8>) -> vector<5xi8>
  return
}
// -----
func.func @cast_interface_before_elementwise(%t: tensor<4xi8>) {
  %0 = "arith.extui"(%t) : (tensor<4xi8>) -> tensor<4xi8>
  return
}
// -----
func.func @memref_cast_interface_before_shape(%m: memref<4xf32>) {
  %0 = "memref.cast"(%m) : (memref<4xf32>) -> memref<5xf32>
  return
}
// -----
func.func @memref_cast_shape_compatible(%m: memref<4xf32>) {
  %0 = "memref.cast"(%m) : (memref<4xf32>) -> memref<?xf32>
  %1 = "memref.cast"(%m) : (memref<4xf32>) -> memref<*xf32>
  return
}
// -----
// The interfaces verifying with regions (RegionBranchOpInterface,
// LoopLikeOpInterface, DestinationStyleOpInterface) run after the nested ops
// and the op's own verifier, among the region traits in list order, before the
// op's region verifier; SymbolOpInterface runs among the traits, before the
// op's own verifier.
func.func @for_bad_iter_args_and_bad_body(%lb: index, %x: i32, %f: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    %s = "arith.addi"(%a, %a) : (f32, f32) -> f32
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}
// -----
func.func @for_loop_like_before_own_region_verifier(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: i32, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}
// -----
func.func @for_own_verifier_before_loop_like(%lb: index, %x: i32) {
  %r:2 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, i32) -> (i32, i32)
  return
}
// -----
func.func @for_loop_like_before_region_branch(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a, %a) : (i32, i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}
// -----
func.func @for_interleaved_type_checks(%lb: index, %x: i32, %f: f32) {
  %r:2 = "scf.for"(%lb, %lb, %lb, %x, %x) ({
  ^bb0(%i: index, %a: i32, %b: f32):
    "scf.yield"(%f, %b) : (f32, f32) -> ()
  }) : (index, index, index, i32, i32) -> (i32, i32)
  return
}
// -----
func.func @for_second_loop_result(%lb: index, %x: i32, %f: f32) {
  %r:2 = "scf.for"(%lb, %lb, %lb, %x, %f) ({
  ^bb0(%i: index, %a: i32, %b: f32):
    "scf.yield"(%a, %b) : (i32, f32) -> ()
  }) : (index, index, index, i32, f32) -> (i32, i32)
  return
}
// -----
func.func @while_region_branch_before_loop_like(%x: i32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    %c = "test.cond"() : () -> i1
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) : (i32) -> f32
  return
}
// -----
func.func @while_loop_like_yield(%x: i32, %f: f32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    %c = "test.cond"() : () -> i1
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    "scf.yield"(%b, %b) : (i32, i32) -> ()
  }) : (i32) -> i32
  return
}
// -----
func.func @if_region_branch_yield_count(%c: i1, %x: i32) {
  %r = "scf.if"(%c) ({
    "scf.yield"(%x, %x) : (i32, i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  return
}
// -----
func.func @execute_region_yield_type(%x: i32) {
  %r = "scf.execute_region"() ({
    "scf.yield"(%x) : (i32) -> ()
  }) : () -> f32
  return
}
// -----
func.func @generic_dps_before_structured(%t: tensor<4xf32>) {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %a : f32
  } -> tensor<5xf32>
  return
}
// -----
func.func @generic_body_before_dps(%t: tensor<4xf32>) {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = "arith.addi"(%a, %b) : (f32, f32) -> f32
    linalg.yield %a : f32
  } -> tensor<5xf32>
  return
}
// -----
func.func @generic_init_not_shaped(%t: tensor<4xf32>, %v: vector<4xf32>) {
  "linalg.generic"(%t, %v) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: vector<4xf32>):
    linalg.yield %b : vector<4xf32>
  }) : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}
// -----
func.func @map_own_verifier_before_dps(%t: tensor<4xf32>) {
  %r = "linalg.map"(%t, %t) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %a : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @forall_dps(%t: tensor<4xf32>) {
  %r = "scf.forall"(%t) <{staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>, operandSegmentSizes = array<i32: 0, 0, 0, 1>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb1:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}
// -----
"func.func"() <{sym_name = "public_declaration_and_bad_arg_attrs", function_type = (i32) -> (), sym_visibility = "public", arg_attrs = [{}, {}]}> ({
}) : () -> ()
// -----
func.func @public_declaration(i32)
// -----
"func.func"() <{sym_name = "bad_visibility_and_bad_arg_attrs", function_type = (i32) -> (), sym_visibility = "foo", arg_attrs = [{}, {}]}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
func.func @func_in_non_table() {
  "test.region_holder"() ({
    func.func private @inner()
  }) : () -> ()
  return
}
// -----
func.func @func_in_registered_non_table() {
  scf.execute_region {
    func.func private @inner()
    scf.yield
  }
  return
}
// -----
"memref.global"() <{sym_name = "g", sym_visibility = "foo", type = memref<?xf32>}> : () -> ()
// -----
"memref.global"() <{sym_name = "g", sym_visibility = 3 : i32, type = memref<?xf32>}> : () -> ()
// -----
"tosa.variable"() <{sym_name = "v", sym_visibility = "bad", var_shape = dense<[1]> : tensor<1xindex>, type = f32}> : () -> ()
// -----
"ml_program.global"() <{sym_name = "g", sym_visibility = "bad", type = tensor<1xf32>}> : () -> ()
// -----
"tosa.variable"() <{sym_name = "v", var_shape = dense<[1]> : tensor<1xindex>, type = f32}> {sym_visibility = "bad"} : () -> ()
// -----
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> {sym_visibility = 3 : i32} : () -> ()
// -----
module @m attributes {sym_visibility = "bad"} {
}
// -----
module attributes {sym_visibility = "bad"} {
}
