// CASE: quant types with si/ui storage types, which print as i/u but are distinct types with their own bytecode encoding
// Signed and unsigned storage types print as i8/u8 but stay distinct types
// (four function argument types, four bytecode type entries).
func.func private @storage_signedness(%a: tensor<4x!quant.uniform<si8:f32, 1.0>>, %b: tensor<4x!quant.uniform<ui8:f32, 1.0>>, %c: tensor<4x!quant.uniform<i8:f32, 1.0>>, %d: tensor<4x!quant.uniform<u8:f32, 1.0>>, %e: !quant.uniform<si8<-100:100>:f32:1, {2.0,3.0:4}>, %f: !quant.any<ui16:f32>, %g: !quant.uniform<si4:f32:{0:2}, {{1.0, 2.0}}>)
