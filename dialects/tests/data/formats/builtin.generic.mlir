"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: i32):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> f32
    %1:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg0) {note = "two"} : (i32, i32) -> (f32, i64)
    %2 = "builtin.unrealized_conversion_cast"() : () -> i8
    "x.use"(%0, %1#1, %2) : (f32, i64, i8) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

