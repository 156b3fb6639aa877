func.func private @f(!test.type_verification<i8>)
// -----
func.func private @f(!test.struct_capture_all<v0 = 1, v0 = 2>)
// -----
func.func private @f(!test.struct_capture_all<v0 = 1, v1 = 2, v2 = 3>)
// -----
func.func private @f(!test.optional_group<(4)>)
// -----
func.func private @f(!test.custom_type<2 0>)
// -----
func.func private @f(!test.all_optional_struct<c = 1>)
// -----
func.func private @f(!test.optional_params<5 "a">)
