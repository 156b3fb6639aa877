// Cases beyond upstream's test file, checked against mlir-opt-22.

func.func private @callee() -> tuple<i1, tuple<i32, i64>>

func.func @call_result_to_unconverted_op() {
  %0 = call @callee() : () -> tuple<i1, tuple<i32, i64>>
  "test.sink"(%0) : (tuple<i1, tuple<i32, i64>>) -> ()
  return
}

// -----

func.func @argument_used_twice(%arg0: tuple<i1, i32>, %arg1: f32) -> (tuple<i1, i32>, f32, tuple<i1, i32>) {
  "test.sink"(%arg0, %arg1) : (tuple<i1, i32>, f32) -> ()
  return %arg0, %arg1, %arg0 : tuple<i1, i32>, f32, tuple<i1, i32>
}

// -----

func.func private @callee(tuple<i1, i32>, tuple<>) -> (tuple<>, tuple<i1, i32>)

func.func @chained_calls(%arg0: tuple<i1, i32>, %arg1: tuple<>) -> tuple<i1, i32> {
  %0:2 = call @callee(%arg0, %arg1) : (tuple<i1, i32>, tuple<>) -> (tuple<>, tuple<i1, i32>)
  %1:2 = call @callee(%0#1, %0#0) : (tuple<i1, i32>, tuple<>) -> (tuple<>, tuple<i1, i32>)
  %2 = "test.op"(%1#1) : (tuple<i1, i32>) -> tuple<i1, i32>
  return %2 : tuple<i1, i32>
}

// -----

func.func @multiple_blocks(%arg0: tuple<i1, i32>, %c: i1) -> tuple<i1, i32> {
  cf.cond_br %c, ^bb1(%arg0 : tuple<i1, i32>), ^bb2
^bb1(%x: tuple<i1, i32>):
  return %x : tuple<i1, i32>
^bb2:
  return %arg0 : tuple<i1, i32>
}
