module {
  "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
}
