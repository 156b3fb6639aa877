"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "f0"}> ({
    %386 = "index.constant"() <{value = 33 : index}> : () -> index
    %387 = "index.constant"() <{value = -2 : index}> : () -> index
    %388 = "index.add"(%386, %387) : (index, index) -> index
    "func.return"(%388) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f4"}> ({
    %383 = "index.constant"() <{value = 63 : index}> : () -> index
    %384 = "index.constant"() <{value = 4294967296 : index}> : () -> index
    %385 = "index.add"(%383, %384) : (index, index) -> index
    "func.return"(%385) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f8"}> ({
    %380 = "index.constant"() <{value = 100 : index}> : () -> index
    %381 = "index.constant"() <{value = -1 : index}> : () -> index
    %382 = "index.add"(%380, %381) : (index, index) -> index
    "func.return"(%382) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f12"}> ({
  ^bb0(%arg23: index):
    %376 = "index.constant"() <{value = 0 : index}> : () -> index
    %377 = "index.constant"() <{value = 1 : index}> : () -> index
    %378 = "index.add"(%arg23, %376) : (index, index) -> index
    %379 = "index.add"(%arg23, %377) : (index, index) -> index
    "func.return"(%378, %379) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f16"}> ({
    %373 = "index.constant"() <{value = 4294967296 : index}> : () -> index
    %374 = "index.constant"() <{value = 1 : index}> : () -> index
    %375 = "index.sub"(%373, %374) : (index, index) -> index
    "func.return"(%375) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f20"}> ({
    %370 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %371 = "index.constant"() <{value = -2 : index}> : () -> index
    %372 = "index.sub"(%370, %371) : (index, index) -> index
    "func.return"(%372) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f24"}> ({
    %367 = "index.constant"() <{value = 32 : index}> : () -> index
    %368 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %369 = "index.sub"(%367, %368) : (index, index) -> index
    "func.return"(%369) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f28"}> ({
    %364 = "index.constant"() <{value = 2 : index}> : () -> index
    %365 = "index.constant"() <{value = 4294967296 : index}> : () -> index
    %366 = "index.mul"(%364, %365) : (index, index) -> index
    "func.return"(%366) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f32"}> ({
    %361 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %362 = "index.constant"() <{value = -1 : index}> : () -> index
    %363 = "index.mul"(%361, %362) : (index, index) -> index
    "func.return"(%363) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f36"}> ({
    %358 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %359 = "index.constant"() <{value = 100 : index}> : () -> index
    %360 = "index.mul"(%358, %359) : (index, index) -> index
    "func.return"(%360) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f40"}> ({
  ^bb0(%arg22: index):
    %354 = "index.constant"() <{value = 0 : index}> : () -> index
    %355 = "index.constant"() <{value = 1 : index}> : () -> index
    %356 = "index.mul"(%arg22, %354) : (index, index) -> index
    %357 = "index.mul"(%arg22, %355) : (index, index) -> index
    "func.return"(%356, %357) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f44"}> ({
    %351 = "index.constant"() <{value = -1 : index}> : () -> index
    %352 = "index.constant"() <{value = 4294967296 : index}> : () -> index
    %353 = "index.divs"(%351, %352) : (index, index) -> index
    "func.return"(%353) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f48"}> ({
    %348 = "index.constant"() <{value = 32 : index}> : () -> index
    %349 = "index.constant"() <{value = 4294967301 : index}> : () -> index
    %350 = "index.divs"(%348, %349) : (index, index) -> index
    "func.return"(%350) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f52"}> ({
    %345 = "index.constant"() <{value = -2 : index}> : () -> index
    %346 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %347 = "index.divs"(%345, %346) : (index, index) -> index
    "func.return"(%347) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f56"}> ({
    %342 = "index.constant"() <{value = -1099511627776 : index}> : () -> index
    %343 = "index.constant"() <{value = -1 : index}> : () -> index
    %344 = "index.divu"(%342, %343) : (index, index) -> index
    "func.return"(%344) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f60"}> ({
    %339 = "index.constant"() <{value = 4294967301 : index}> : () -> index
    %340 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %341 = "index.divu"(%339, %340) : (index, index) -> index
    "func.return"(%341) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f64"}> ({
    %336 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %337 = "index.constant"() <{value = -1099511627776 : index}> : () -> index
    %338 = "index.divu"(%336, %337) : (index, index) -> index
    "func.return"(%338) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f68"}> ({
  ^bb0(%arg21: index):
    %332 = "index.constant"() <{value = 0 : index}> : () -> index
    %333 = "index.constant"() <{value = 1 : index}> : () -> index
    %334 = "index.divu"(%arg21, %332) : (index, index) -> index
    %335 = "index.divu"(%arg21, %333) : (index, index) -> index
    "func.return"(%334, %335) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f72"}> ({
    %329 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %330 = "index.constant"() <{value = 64 : index}> : () -> index
    %331 = "index.ceildivs"(%329, %330) : (index, index) -> index
    "func.return"(%331) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f76"}> ({
    %326 = "index.constant"() <{value = 4294967301 : index}> : () -> index
    %327 = "index.constant"() <{value = 2 : index}> : () -> index
    %328 = "index.ceildivs"(%326, %327) : (index, index) -> index
    "func.return"(%328) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f80"}> ({
    %323 = "index.constant"() <{value = -7 : index}> : () -> index
    %324 = "index.constant"() <{value = 64 : index}> : () -> index
    %325 = "index.ceildivs"(%323, %324) : (index, index) -> index
    "func.return"(%325) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f84"}> ({
    %320 = "index.constant"() <{value = -1 : index}> : () -> index
    %321 = "index.constant"() <{value = 3 : index}> : () -> index
    %322 = "index.ceildivu"(%320, %321) : (index, index) -> index
    "func.return"(%322) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f88"}> ({
    %317 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %318 = "index.constant"() <{value = 31 : index}> : () -> index
    %319 = "index.ceildivu"(%317, %318) : (index, index) -> index
    "func.return"(%319) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f92"}> ({
    %314 = "index.constant"() <{value = -2 : index}> : () -> index
    %315 = "index.constant"() <{value = -1 : index}> : () -> index
    %316 = "index.ceildivu"(%314, %315) : (index, index) -> index
    "func.return"(%316) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f96"}> ({
  ^bb0(%arg20: index):
    %310 = "index.constant"() <{value = 0 : index}> : () -> index
    %311 = "index.constant"() <{value = 1 : index}> : () -> index
    %312 = "index.ceildivu"(%arg20, %310) : (index, index) -> index
    %313 = "index.ceildivu"(%arg20, %311) : (index, index) -> index
    "func.return"(%312, %313) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f100"}> ({
    %307 = "index.constant"() <{value = 32 : index}> : () -> index
    %308 = "index.constant"() <{value = 0 : index}> : () -> index
    %309 = "index.floordivs"(%307, %308) : (index, index) -> index
    "func.return"(%309) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f104"}> ({
    %304 = "index.constant"() <{value = 33 : index}> : () -> index
    %305 = "index.constant"() <{value = -2 : index}> : () -> index
    %306 = "index.floordivs"(%304, %305) : (index, index) -> index
    "func.return"(%306) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f108"}> ({
    %301 = "index.constant"() <{value = 1 : index}> : () -> index
    %302 = "index.constant"() <{value = -100 : index}> : () -> index
    %303 = "index.floordivs"(%301, %302) : (index, index) -> index
    "func.return"(%303) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f112"}> ({
    %298 = "index.constant"() <{value = 64 : index}> : () -> index
    %299 = "index.constant"() <{value = 64 : index}> : () -> index
    %300 = "index.rems"(%298, %299) : (index, index) -> index
    "func.return"(%300) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f116"}> ({
    %295 = "index.constant"() <{value = 1 : index}> : () -> index
    %296 = "index.constant"() <{value = 7 : index}> : () -> index
    %297 = "index.rems"(%295, %296) : (index, index) -> index
    "func.return"(%297) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f120"}> ({
    %292 = "index.constant"() <{value = 4294967301 : index}> : () -> index
    %293 = "index.constant"() <{value = 1 : index}> : () -> index
    %294 = "index.rems"(%292, %293) : (index, index) -> index
    "func.return"(%294) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f124"}> ({
  ^bb0(%arg19: index):
    %288 = "index.constant"() <{value = 0 : index}> : () -> index
    %289 = "index.constant"() <{value = 1 : index}> : () -> index
    %290 = "index.rems"(%arg19, %288) : (index, index) -> index
    %291 = "index.rems"(%arg19, %289) : (index, index) -> index
    "func.return"(%290, %291) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f128"}> ({
    %285 = "index.constant"() <{value = 7 : index}> : () -> index
    %286 = "index.constant"() <{value = 4294967301 : index}> : () -> index
    %287 = "index.remu"(%285, %286) : (index, index) -> index
    "func.return"(%287) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f132"}> ({
    %282 = "index.constant"() <{value = 63 : index}> : () -> index
    %283 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %284 = "index.remu"(%282, %283) : (index, index) -> index
    "func.return"(%284) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f136"}> ({
    %279 = "index.constant"() <{value = 32 : index}> : () -> index
    %280 = "index.constant"() <{value = -1 : index}> : () -> index
    %281 = "index.remu"(%279, %280) : (index, index) -> index
    "func.return"(%281) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f140"}> ({
    %276 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %277 = "index.constant"() <{value = 33 : index}> : () -> index
    %278 = "index.maxs"(%276, %277) : (index, index) -> index
    "func.return"(%278) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f144"}> ({
    %273 = "index.constant"() <{value = 0 : index}> : () -> index
    %274 = "index.constant"() <{value = 7 : index}> : () -> index
    %275 = "index.maxs"(%273, %274) : (index, index) -> index
    "func.return"(%275) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f148"}> ({
    %270 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %271 = "index.constant"() <{value = 32 : index}> : () -> index
    %272 = "index.maxs"(%270, %271) : (index, index) -> index
    "func.return"(%272) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f152"}> ({
  ^bb0(%arg18: index):
    %266 = "index.constant"() <{value = 0 : index}> : () -> index
    %267 = "index.constant"() <{value = 1 : index}> : () -> index
    %268 = "index.maxs"(%arg18, %266) : (index, index) -> index
    %269 = "index.maxs"(%arg18, %267) : (index, index) -> index
    "func.return"(%268, %269) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f156"}> ({
    %263 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %264 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %265 = "index.maxu"(%263, %264) : (index, index) -> index
    "func.return"(%265) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f160"}> ({
    %260 = "index.constant"() <{value = 64 : index}> : () -> index
    %261 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %262 = "index.maxu"(%260, %261) : (index, index) -> index
    "func.return"(%262) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f164"}> ({
    %257 = "index.constant"() <{value = 0 : index}> : () -> index
    %258 = "index.constant"() <{value = 0 : index}> : () -> index
    %259 = "index.maxu"(%257, %258) : (index, index) -> index
    "func.return"(%259) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f168"}> ({
    %254 = "index.constant"() <{value = 31 : index}> : () -> index
    %255 = "index.constant"() <{value = 7 : index}> : () -> index
    %256 = "index.mins"(%254, %255) : (index, index) -> index
    "func.return"(%256) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f172"}> ({
    %251 = "index.constant"() <{value = 63 : index}> : () -> index
    %252 = "index.constant"() <{value = -1 : index}> : () -> index
    %253 = "index.mins"(%251, %252) : (index, index) -> index
    "func.return"(%253) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f176"}> ({
    %248 = "index.constant"() <{value = 7 : index}> : () -> index
    %249 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %250 = "index.mins"(%248, %249) : (index, index) -> index
    "func.return"(%250) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f180"}> ({
  ^bb0(%arg17: index):
    %244 = "index.constant"() <{value = 0 : index}> : () -> index
    %245 = "index.constant"() <{value = 1 : index}> : () -> index
    %246 = "index.mins"(%arg17, %244) : (index, index) -> index
    %247 = "index.mins"(%arg17, %245) : (index, index) -> index
    "func.return"(%246, %247) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f184"}> ({
    %241 = "index.constant"() <{value = 64 : index}> : () -> index
    %242 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %243 = "index.minu"(%241, %242) : (index, index) -> index
    "func.return"(%243) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f188"}> ({
    %238 = "index.constant"() <{value = -1 : index}> : () -> index
    %239 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %240 = "index.minu"(%238, %239) : (index, index) -> index
    "func.return"(%240) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f192"}> ({
    %235 = "index.constant"() <{value = 3 : index}> : () -> index
    %236 = "index.constant"() <{value = 3 : index}> : () -> index
    %237 = "index.minu"(%235, %236) : (index, index) -> index
    "func.return"(%237) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f196"}> ({
    %232 = "index.constant"() <{value = -2 : index}> : () -> index
    %233 = "index.constant"() <{value = 4294967296 : index}> : () -> index
    %234 = "index.shl"(%232, %233) : (index, index) -> index
    "func.return"(%234) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f200"}> ({
    %229 = "index.constant"() <{value = -1099511627776 : index}> : () -> index
    %230 = "index.constant"() <{value = 63 : index}> : () -> index
    %231 = "index.shl"(%229, %230) : (index, index) -> index
    "func.return"(%231) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f204"}> ({
    %226 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %227 = "index.constant"() <{value = 1099511627776 : index}> : () -> index
    %228 = "index.shl"(%226, %227) : (index, index) -> index
    "func.return"(%228) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f208"}> ({
  ^bb0(%arg16: index):
    %222 = "index.constant"() <{value = 0 : index}> : () -> index
    %223 = "index.constant"() <{value = 1 : index}> : () -> index
    %224 = "index.shl"(%arg16, %222) : (index, index) -> index
    %225 = "index.shl"(%arg16, %223) : (index, index) -> index
    "func.return"(%224, %225) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f212"}> ({
    %219 = "index.constant"() <{value = 32 : index}> : () -> index
    %220 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %221 = "index.shrs"(%219, %220) : (index, index) -> index
    "func.return"(%221) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f216"}> ({
    %216 = "index.constant"() <{value = -2 : index}> : () -> index
    %217 = "index.constant"() <{value = 1 : index}> : () -> index
    %218 = "index.shrs"(%216, %217) : (index, index) -> index
    "func.return"(%218) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f220"}> ({
    %213 = "index.constant"() <{value = 100 : index}> : () -> index
    %214 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %215 = "index.shrs"(%213, %214) : (index, index) -> index
    "func.return"(%215) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f224"}> ({
    %210 = "index.constant"() <{value = -2 : index}> : () -> index
    %211 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %212 = "index.shru"(%210, %211) : (index, index) -> index
    "func.return"(%212) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f228"}> ({
    %207 = "index.constant"() <{value = -2 : index}> : () -> index
    %208 = "index.constant"() <{value = 3 : index}> : () -> index
    %209 = "index.shru"(%207, %208) : (index, index) -> index
    "func.return"(%209) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f232"}> ({
    %204 = "index.constant"() <{value = 1 : index}> : () -> index
    %205 = "index.constant"() <{value = 33 : index}> : () -> index
    %206 = "index.shru"(%204, %205) : (index, index) -> index
    "func.return"(%206) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f236"}> ({
  ^bb0(%arg15: index):
    %200 = "index.constant"() <{value = 0 : index}> : () -> index
    %201 = "index.constant"() <{value = 1 : index}> : () -> index
    %202 = "index.shru"(%arg15, %200) : (index, index) -> index
    %203 = "index.shru"(%arg15, %201) : (index, index) -> index
    "func.return"(%202, %203) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f240"}> ({
    %197 = "index.constant"() <{value = 31 : index}> : () -> index
    %198 = "index.constant"() <{value = 1 : index}> : () -> index
    %199 = "index.and"(%197, %198) : (index, index) -> index
    "func.return"(%199) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f244"}> ({
    %194 = "index.constant"() <{value = -100 : index}> : () -> index
    %195 = "index.constant"() <{value = 33 : index}> : () -> index
    %196 = "index.and"(%194, %195) : (index, index) -> index
    "func.return"(%196) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f248"}> ({
    %191 = "index.constant"() <{value = 31 : index}> : () -> index
    %192 = "index.constant"() <{value = -100 : index}> : () -> index
    %193 = "index.and"(%191, %192) : (index, index) -> index
    "func.return"(%193) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f252"}> ({
    %188 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %189 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %190 = "index.or"(%188, %189) : (index, index) -> index
    "func.return"(%190) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f256"}> ({
    %185 = "index.constant"() <{value = -100 : index}> : () -> index
    %186 = "index.constant"() <{value = -2 : index}> : () -> index
    %187 = "index.or"(%185, %186) : (index, index) -> index
    "func.return"(%187) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f260"}> ({
    %182 = "index.constant"() <{value = -1099511627776 : index}> : () -> index
    %183 = "index.constant"() <{value = -7 : index}> : () -> index
    %184 = "index.or"(%182, %183) : (index, index) -> index
    "func.return"(%184) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "f264"}> ({
  ^bb0(%arg14: index):
    %178 = "index.constant"() <{value = 0 : index}> : () -> index
    %179 = "index.constant"() <{value = 1 : index}> : () -> index
    %180 = "index.or"(%arg14, %178) : (index, index) -> index
    %181 = "index.or"(%arg14, %179) : (index, index) -> index
    "func.return"(%180, %181) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f268"}> ({
    %175 = "index.constant"() <{value = 63 : index}> : () -> index
    %176 = "index.constant"() <{value = -2 : index}> : () -> index
    %177 = "index.xor"(%175, %176) : (index, index) -> index
    "func.return"(%177) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f272"}> ({
    %172 = "index.constant"() <{value = 64 : index}> : () -> index
    %173 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %174 = "index.xor"(%172, %173) : (index, index) -> index
    "func.return"(%174) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> index, sym_name = "f276"}> ({
    %169 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %170 = "index.constant"() <{value = 64 : index}> : () -> index
    %171 = "index.xor"(%169, %170) : (index, index) -> index
    "func.return"(%171) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f280"}> ({
    %166 = "index.constant"() <{value = 7 : index}> : () -> index
    %167 = "index.constant"() <{value = 63 : index}> : () -> index
    %168 = "index.cmp"(%166, %167) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    "func.return"(%168) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f284"}> ({
    %163 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %164 = "index.constant"() <{value = -100 : index}> : () -> index
    %165 = "index.cmp"(%163, %164) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    "func.return"(%165) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f288"}> ({
  ^bb0(%arg13: index):
    %158 = "index.constant"() <{value = 4294967301 : index}> : () -> index
    %159 = "index.constant"() <{value = 32 : index}> : () -> index
    %160 = "index.mins"(%arg13, %158) : (index, index) -> index
    %161 = "index.cmp"(%160, %159) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %162 = "index.cmp"(%arg13, %arg13) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    "func.return"(%161, %162) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f292"}> ({
    %155 = "index.constant"() <{value = 2 : index}> : () -> index
    %156 = "index.constant"() <{value = -1 : index}> : () -> index
    %157 = "index.cmp"(%155, %156) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    "func.return"(%157) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f296"}> ({
    %152 = "index.constant"() <{value = 100 : index}> : () -> index
    %153 = "index.constant"() <{value = -1099511627776 : index}> : () -> index
    %154 = "index.cmp"(%152, %153) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    "func.return"(%154) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f300"}> ({
  ^bb0(%arg12: index):
    %147 = "index.constant"() <{value = 2147483647 : index}> : () -> index
    %148 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %149 = "index.minu"(%arg12, %147) : (index, index) -> index
    %150 = "index.cmp"(%149, %148) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    %151 = "index.cmp"(%arg12, %arg12) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    "func.return"(%150, %151) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f304"}> ({
    %144 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %145 = "index.constant"() <{value = 3 : index}> : () -> index
    %146 = "index.cmp"(%144, %145) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    "func.return"(%146) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f308"}> ({
  ^bb0(%arg11: index):
    %139 = "index.constant"() <{value = 31 : index}> : () -> index
    %140 = "index.constant"() <{value = -1 : index}> : () -> index
    %141 = "index.maxs"(%arg11, %139) : (index, index) -> index
    %142 = "index.cmp"(%141, %140) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %143 = "index.cmp"(%arg11, %arg11) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    "func.return"(%142, %143) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (i1, i1), sym_name = "f312"}> ({
  ^bb0(%arg9: index, %arg10: index):
    %135 = "index.constant"() <{value = 0 : index}> : () -> index
    %136 = "index.sub"(%arg9, %arg10) : (index, index) -> index
    %137 = "index.cmp"(%136, %135) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %138 = "index.cmp"(%135, %136) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    "func.return"(%137, %138) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f316"}> ({
    %132 = "index.constant"() <{value = -2 : index}> : () -> index
    %133 = "index.constant"() <{value = 1 : index}> : () -> index
    %134 = "index.cmp"(%132, %133) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
    "func.return"(%134) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f320"}> ({
  ^bb0(%arg8: index):
    %127 = "index.constant"() <{value = 1 : index}> : () -> index
    %128 = "index.constant"() <{value = 3 : index}> : () -> index
    %129 = "index.maxu"(%arg8, %127) : (index, index) -> index
    %130 = "index.cmp"(%129, %128) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
    %131 = "index.cmp"(%arg8, %arg8) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
    "func.return"(%130, %131) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f324"}> ({
    %124 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %125 = "index.constant"() <{value = 7 : index}> : () -> index
    %126 = "index.cmp"(%124, %125) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    "func.return"(%126) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f328"}> ({
    %121 = "index.constant"() <{value = 63 : index}> : () -> index
    %122 = "index.constant"() <{value = 0 : index}> : () -> index
    %123 = "index.cmp"(%121, %122) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    "func.return"(%123) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f332"}> ({
  ^bb0(%arg7: index):
    %116 = "index.constant"() <{value = -2147483648 : index}> : () -> index
    %117 = "index.constant"() <{value = 7 : index}> : () -> index
    %118 = "index.mins"(%arg7, %116) : (index, index) -> index
    %119 = "index.cmp"(%118, %117) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    %120 = "index.cmp"(%arg7, %arg7) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
    "func.return"(%119, %120) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f336"}> ({
    %113 = "index.constant"() <{value = 2 : index}> : () -> index
    %114 = "index.constant"() <{value = -1099511627776 : index}> : () -> index
    %115 = "index.cmp"(%113, %114) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    "func.return"(%115) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f340"}> ({
    %110 = "index.constant"() <{value = 2147483648 : index}> : () -> index
    %111 = "index.constant"() <{value = 32 : index}> : () -> index
    %112 = "index.cmp"(%110, %111) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    "func.return"(%112) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f344"}> ({
  ^bb0(%arg6: index):
    %105 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %106 = "index.constant"() <{value = 1099511627776 : index}> : () -> index
    %107 = "index.minu"(%arg6, %105) : (index, index) -> index
    %108 = "index.cmp"(%107, %106) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %109 = "index.cmp"(%arg6, %arg6) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    "func.return"(%108, %109) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f348"}> ({
    %102 = "index.constant"() <{value = -2 : index}> : () -> index
    %103 = "index.constant"() <{value = 0 : index}> : () -> index
    %104 = "index.cmp"(%102, %103) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    "func.return"(%104) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f352"}> ({
  ^bb0(%arg5: index):
    %97 = "index.constant"() <{value = 1 : index}> : () -> index
    %98 = "index.constant"() <{value = -1 : index}> : () -> index
    %99 = "index.maxs"(%arg5, %97) : (index, index) -> index
    %100 = "index.cmp"(%99, %98) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    %101 = "index.cmp"(%arg5, %arg5) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    "func.return"(%100, %101) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (i1, i1), sym_name = "f356"}> ({
  ^bb0(%arg3: index, %arg4: index):
    %93 = "index.constant"() <{value = 0 : index}> : () -> index
    %94 = "index.sub"(%arg3, %arg4) : (index, index) -> index
    %95 = "index.cmp"(%94, %93) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    %96 = "index.cmp"(%93, %94) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    "func.return"(%95, %96) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f360"}> ({
    %90 = "index.constant"() <{value = 3 : index}> : () -> index
    %91 = "index.constant"() <{value = 31 : index}> : () -> index
    %92 = "index.cmp"(%90, %91) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
    "func.return"(%92) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f364"}> ({
  ^bb0(%arg2: index):
    %85 = "index.constant"() <{value = 33 : index}> : () -> index
    %86 = "index.constant"() <{value = -7 : index}> : () -> index
    %87 = "index.maxu"(%arg2, %85) : (index, index) -> index
    %88 = "index.cmp"(%87, %86) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
    %89 = "index.cmp"(%arg2, %arg2) <{pred = #index<cmp_predicate ule>}> : (index, index) -> i1
    "func.return"(%88, %89) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f368"}> ({
    %82 = "index.constant"() <{value = 3 : index}> : () -> index
    %83 = "index.constant"() <{value = 0 : index}> : () -> index
    %84 = "index.cmp"(%82, %83) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
    "func.return"(%84) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f372"}> ({
    %79 = "index.constant"() <{value = 1099511627776 : index}> : () -> index
    %80 = "index.constant"() <{value = 7 : index}> : () -> index
    %81 = "index.cmp"(%79, %80) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
    "func.return"(%81) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f376"}> ({
  ^bb0(%arg1: index):
    %74 = "index.constant"() <{value = -2 : index}> : () -> index
    %75 = "index.constant"() <{value = 64 : index}> : () -> index
    %76 = "index.mins"(%arg1, %74) : (index, index) -> index
    %77 = "index.cmp"(%76, %75) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
    %78 = "index.cmp"(%arg1, %arg1) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
    "func.return"(%77, %78) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f380"}> ({
    %71 = "index.constant"() <{value = 32 : index}> : () -> index
    %72 = "index.constant"() <{value = 32 : index}> : () -> index
    %73 = "index.cmp"(%71, %72) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    "func.return"(%73) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "f384"}> ({
    %68 = "index.constant"() <{value = -1099511627776 : index}> : () -> index
    %69 = "index.constant"() <{value = 9223372036854775807 : index}> : () -> index
    %70 = "index.cmp"(%68, %69) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    "func.return"(%70) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i1, i1), sym_name = "f388"}> ({
  ^bb0(%arg0: index):
    %63 = "index.constant"() <{value = 32 : index}> : () -> index
    %64 = "index.constant"() <{value = -9223372036854775808 : index}> : () -> index
    %65 = "index.minu"(%arg0, %63) : (index, index) -> index
    %66 = "index.cmp"(%65, %64) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    %67 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
    "func.return"(%66, %67) : (i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f392"}> ({
    %60 = "arith.constant"() <{value = 5 : i8}> : () -> i8
    %61 = "index.casts"(%60) : (i8) -> index
    %62 = "index.castu"(%60) : (i8) -> index
    "func.return"(%61, %62) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f396"}> ({
    %57 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %58 = "index.casts"(%57) : (i8) -> index
    %59 = "index.castu"(%57) : (i8) -> index
    "func.return"(%58, %59) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f400"}> ({
    %54 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %55 = "index.casts"(%54) : (i8) -> index
    %56 = "index.castu"(%54) : (i8) -> index
    "func.return"(%55, %56) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f404"}> ({
    %51 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %52 = "index.casts"(%51) : (i32) -> index
    %53 = "index.castu"(%51) : (i32) -> index
    "func.return"(%52, %53) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f408"}> ({
    %48 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %49 = "index.casts"(%48) : (i32) -> index
    %50 = "index.castu"(%48) : (i32) -> index
    "func.return"(%49, %50) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f412"}> ({
    %45 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %46 = "index.casts"(%45) : (i32) -> index
    %47 = "index.castu"(%45) : (i32) -> index
    "func.return"(%46, %47) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f416"}> ({
    %42 = "arith.constant"() <{value = 300 : i32}> : () -> i32
    %43 = "index.casts"(%42) : (i32) -> index
    %44 = "index.castu"(%42) : (i32) -> index
    "func.return"(%43, %44) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f420"}> ({
    %39 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %40 = "index.casts"(%39) : (i64) -> index
    %41 = "index.castu"(%39) : (i64) -> index
    "func.return"(%40, %41) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f424"}> ({
    %36 = "arith.constant"() <{value = 2147483648 : i64}> : () -> i64
    %37 = "index.casts"(%36) : (i64) -> index
    %38 = "index.castu"(%36) : (i64) -> index
    "func.return"(%37, %38) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f428"}> ({
    %33 = "arith.constant"() <{value = -1099511627776 : i64}> : () -> i64
    %34 = "index.casts"(%33) : (i64) -> index
    %35 = "index.castu"(%33) : (i64) -> index
    "func.return"(%34, %35) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f432"}> ({
    %30 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %31 = "index.casts"(%30) : (i16) -> index
    %32 = "index.castu"(%30) : (i16) -> index
    "func.return"(%31, %32) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f436"}> ({
    %27 = "arith.constant"() <{value = -5 : i16}> : () -> i16
    %28 = "index.casts"(%27) : (i16) -> index
    %29 = "index.castu"(%27) : (i16) -> index
    "func.return"(%28, %29) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f440"}> ({
    %24 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %25 = "index.casts"(%24) : (i16) -> index
    %26 = "index.castu"(%24) : (i16) -> index
    "func.return"(%25, %26) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f444"}> ({
    %21 = "arith.constant"() <{value = 300 : i16}> : () -> i16
    %22 = "index.casts"(%21) : (i16) -> index
    %23 = "index.castu"(%21) : (i16) -> index
    "func.return"(%22, %23) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f448"}> ({
    %18 = "arith.constant"() <{value = 5 : i48}> : () -> i48
    %19 = "index.casts"(%18) : (i48) -> index
    %20 = "index.castu"(%18) : (i48) -> index
    "func.return"(%19, %20) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f452"}> ({
    %15 = "arith.constant"() <{value = 2147483648 : i48}> : () -> i48
    %16 = "index.casts"(%15) : (i48) -> index
    %17 = "index.castu"(%15) : (i48) -> index
    "func.return"(%16, %17) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f456"}> ({
    %12 = "arith.constant"() <{value = -1099511627776 : i48}> : () -> i48
    %13 = "index.casts"(%12) : (i48) -> index
    %14 = "index.castu"(%12) : (i48) -> index
    "func.return"(%13, %14) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f460"}> ({
    %9 = "arith.constant"() <{value = 0 : i128}> : () -> i128
    %10 = "index.casts"(%9) : (i128) -> index
    %11 = "index.castu"(%9) : (i128) -> index
    "func.return"(%10, %11) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f464"}> ({
    %6 = "arith.constant"() <{value = -5 : i128}> : () -> i128
    %7 = "index.casts"(%6) : (i128) -> index
    %8 = "index.castu"(%6) : (i128) -> index
    "func.return"(%7, %8) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f468"}> ({
    %3 = "arith.constant"() <{value = 4294967297 : i128}> : () -> i128
    %4 = "index.casts"(%3) : (i128) -> index
    %5 = "index.castu"(%3) : (i128) -> index
    "func.return"(%4, %5) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index), sym_name = "f472"}> ({
    %0 = "arith.constant"() <{value = 300 : i128}> : () -> i128
    %1 = "index.casts"(%0) : (i128) -> index
    %2 = "index.castu"(%0) : (i128) -> index
    "func.return"(%1, %2) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

