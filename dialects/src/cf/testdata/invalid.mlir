// Invalid generic-form cf ops; invalid.expected holds the first error line
// mlir-opt-22 --allow-unregistered-dialect --split-input-file prints for each.
%0 = "x.src"() : () -> i32
"cf.assert"(%0) <{msg = "boom"}> : (i32) -> ()

// -----
%0 = "x.src"() : () -> i1
"cf.assert"(%0) : (i1) -> ()

// -----
%0 = "x.src"() : () -> i1
"cf.assert"(%0) <{msg = 3 : i64}> : (i1) -> ()

// -----
%0 = "x.src"() : () -> i1
"cf.assert"(%0, %0) <{msg = "boom"}> : (i1, i1) -> ()

// -----
%0 = "x.src"() : () -> i1
"cf.assert"(%0) <{msg = "boom"}> : (i1) -> (i1)

// -----
"x.region"() ({
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  "cf.br"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.br"(%0)[^bb1] : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.br"(%0)[^bb1] : (i32) -> ()
^bb1(%1: i64):
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  "cf.br"()[^bb1] : () -> ()
  "x.end"() : () -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.cond_br"(%0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  "cf.cond_br"(%0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  "cf.cond_br"(%0)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  "cf.cond_br"(%0)[^bb1, ^bb1] <{branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  "cf.cond_br"(%0)[^bb1, ^bb1] <{branch_weights = array<i32: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  %1 = "x.src"() : () -> i32
  "cf.cond_br"(%0, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1:
  "x.end"() : () -> ()
^bb2:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  %1 = "x.src"() : () -> i32
  "cf.cond_br"(%0, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1:
  "x.end"() : () -> ()
^bb2(%2: f32):
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  "cf.cond_br"(%0)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> f32
  "cf.switch"(%0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[4]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[4, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0, %0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[4]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[4.0]> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0, %0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[4]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "x.end"() : () -> ()
^bb2:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0, %0)[^bb2, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[4]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1:
  "x.end"() : () -> ()
^bb2(%1: i64):
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i32
  "cf.switch"(%0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> (i32)
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  "cf.cond_br"(%0)[^bb1, ^bb1] <{branch_weights = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
"x.region"() ({
  %0 = "x.src"() : () -> i1
  %1 = "x.src"() : () -> i32
  "cf.cond_br"(%0, %0, %1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i1, i32) -> ()
^bb1(%2: i1):
  "x.end"() : () -> ()
}) : () -> ()
