import def, { a as b, c } from "mod"
import * as ns from "other"
import type { T } from "types"
import "side-effect"
export const x = b + c
export default def
const lazy = await import("lazy")
ns.f(x)
