func.func @casts(%arg0: i32) {
  %1 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
  %2:2 = builtin.unrealized_conversion_cast %arg0, %arg0 : i32, i32 to f32, i64 {note = "two"}
  %3 = builtin.unrealized_conversion_cast to i8
  "x.use"(%1, %2#1, %3) : (f32, i64, i8) -> ()
  return
}
