#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "t.op"() {a = #dlti.map<i32 = #map, "k" = [1, 2]>, b = #dlti.dl_entry<memref<?xf32>, "v">, c = #dlti.map<>, d = #dlti.function_pointer_alignment<8, function_dependent = false>} : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i64, "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<64, function_dependent = true>>, dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"cache" = #dlti.map<"L1" = #dlti.map<"size_in_bytes" = 65536 : i32>>>, "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 64 : ui32>>} : () -> ()

