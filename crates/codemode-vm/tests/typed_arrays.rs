//! Typed arrays, ArrayBuffer and DataView: what the conformance corpus cannot show — Float16
//! (the corpus's Node oracle predates it), views sharing a buffer across snapshots, large
//! inputs, and the Uint8Array-only methods.

mod common;

use serde_json::json;

fn run_with_snapshots(src: &str, every: u64) -> serde_json::Value {
    common::run_with_snapshots(src, every, 100_000)
}

#[test]
fn float16_array_rounds_like_f16round() {
    let src = r#"
        const inputs = [1.337, 65504, 65519.99, 65520, 5.960464477539063e-8, 2.9e-8, 3e-8, 1e-8, -0, NaN, -Infinity, 0.1, 2049, 2051]
        const t = new Float16Array(inputs)
        const same = inputs.every((x, i) => Object.is(t[i], Math.f16round(x)))
        const shown = Array.from(t, (x) => Object.is(x, -0) ? "-0" : String(x))
        return [same, shown, Float16Array.BYTES_PER_ELEMENT, t.byteLength, Object.getPrototypeOf(Float16Array) === Object.getPrototypeOf(Int8Array)]
    "#;
    assert_eq!(
        common::run(src).expect("runs"),
        json!([
            true,
            [
                "1.3369140625",
                "65504",
                "65504",
                "Infinity",
                "5.960464477539063e-8",
                "0",
                "5.960464477539063e-8",
                "0",
                "-0",
                "NaN",
                "-Infinity",
                "0.0999755859375",
                "2048",
                "2052"
            ],
            2,
            28,
            true
        ])
    );
}

#[test]
fn float16_bits_through_dataview() {
    let src = r#"
        const dv = new DataView(new ArrayBuffer(2))
        const bits = (x, little) => {
            dv.setFloat16(0, x, little)
            return dv.getUint16(0, little).toString(16)
        }
        const back = (h) => {
            dv.setUint16(0, h)
            const v = dv.getFloat16(0)
            return Object.is(v, -0) ? "-0" : String(v)
        }
        const u8 = new Uint8Array(dv.buffer)
        dv.setFloat16(0, 1.5)
        const big = Array.from(u8)
        dv.setFloat16(0, 1.5, true)
        const little = Array.from(u8)
        return [bits(1), bits(-2), bits(65504), bits(5.960464477539063e-8), bits(Infinity), bits(-0), bits(NaN, true), big, little,
            back(0x3c00), back(0x0001), back(0x03ff), back(0x7bff), back(0xfc00), back(0x8000), back(0x7e00), DataView.prototype.getFloat16.length]
    "#;
    assert_eq!(
        common::run(src).expect("runs"),
        json!([
            "3c00",
            "c000",
            "7bff",
            "1",
            "7c00",
            "8000",
            "7e00",
            [0x3e, 0],
            [0, 0x3e],
            "1",
            "5.960464477539063e-8",
            "0.00006097555160522461",
            "65504",
            "-Infinity",
            "-0",
            "NaN",
            1
        ])
    );
}

#[test]
fn views_share_their_buffer_across_snapshots() {
    let src = r#"
        const buf = new ArrayBuffer(16)
        const i32 = new Int32Array(buf)
        const f64 = new Float64Array(buf, 8, 1)
        const dv = new DataView(buf, 4)
        const big = new BigInt64Array(buf)
        let log = []
        for (let i = 0; i < 20; i++) {
            i32[0] = i32[0] + 1
            dv.setInt16(0, i * 3, true)
            f64[0] = f64[0] + 0.5
            log.push(i32[0] + ":" + i32[1] + ":" + big[1])
        }
        return [log[19], Array.from(i32), f64[0], dv.getFloat64(4, true), i32.buffer === dv.buffer, big.buffer === f64.buffer, String(big[0])]
    "#;
    let want = common::run(src).expect("runs");
    assert_eq!(want[0], json!("20:57:4621819117588971520"));
    assert_eq!(want[2], json!(10));
    for every in [1, 7, 61] {
        assert_eq!(run_with_snapshots(src, every), want, "snapshots every {every}");
    }
}

#[test]
fn large_arrays_sort_and_copy_natively() {
    let src = r#"
        const n = 200000
        const f = new Float64Array(n)
        for (let i = 0; i < n; i++) f[i] = ((i * 7919) % n) - n / 2
        f.sort()
        let sorted = true
        for (let i = 1; i < n; i++) if (f[i - 1] > f[i]) sorted = false
        const i32 = new Int32Array(n)
        i32.set(f)
        const copy = new Float32Array(i32)
        const b = new BigInt64Array(1000)
        for (let i = 0; i < 1000; i++) b[i] = BigInt(1000 - i)
        b.sort()
        return [sorted, f[0], f[n - 1], i32[n - 1], copy.length, copy[5], String(b[0]), String(b[999]), f.subarray(10, 20).toSorted((x, y) => y - x)[0]]
    "#;
    assert_eq!(
        common::run(src).expect("runs"),
        json!([true, -100000, 99999, 99999, 200000, -99995, "1", "1000", -99981])
    );
}

#[test]
fn object_values_convert_through_program_code() {
    let src = r#"
        const log = []
        const obj = (v) => ({ valueOf() { log.push(String(v)); return v } })
        const i8 = new Int8Array(2)
        i8[1] = obj(300)
        i8[5] = obj(1)
        const big = new BigInt64Array(1)
        big[0] = obj(-3n)
        const dv = new DataView(new ArrayBuffer(8))
        // littleEndian is ToBoolean: no valueOf.
        dv.setBigUint64(obj(0), obj(5n), obj(1))
        const proto = Object.create(new Int16Array(2))
        Reflect.set(proto, 9, obj(2), Object.getPrototypeOf(proto))
        let err
        try { big[0] = obj(1) } catch (e) { err = e.name }
        return [Array.from(i8), String(big[0]), String(dv.getBigUint64(0, true)), log, err]
    "#;
    assert_eq!(
        common::run(src).expect("runs"),
        json!([[0, 44], "-3", "5", ["300", "1", "-3", "0", "5", "2", "1"], "TypeError"])
    );
}

#[test]
fn base64_and_hex_stay_uint8array_only() {
    let src = r#"
        const err = (f) => { try { f(); return "ok" } catch (e) { return e.name + ": " + e.message } }
        return [
            "toBase64" in Int8Array.prototype, "toHex" in Uint8ClampedArray.prototype, "fromBase64" in Int16Array, "fromHex" in Float64Array,
            err(() => Uint8Array.prototype.toHex.call(new Int8Array(1))),
            err(() => Uint8Array.prototype.toBase64.call(new Uint8ClampedArray(1))),
            err(() => Uint8Array.prototype.setFromHex.call(new Uint16Array(1), "00")),
            new Uint8Array([255, 1]).toHex(), new Uint8Array([104, 105]).toBase64(),
            Object.getPrototypeOf(Uint8Array.fromHex("ff")) === Uint8Array.prototype,
        ]
    "#;
    assert_eq!(
        common::run(src).expect("runs"),
        json!([
            false,
            false,
            false,
            false,
            "TypeError: this is not a Uint8Array.",
            "TypeError: this is not a Uint8Array.",
            "TypeError: this is not a Uint8Array.",
            "ff01",
            "aGk=",
            true
        ])
    );
}

#[test]
fn array_buffer_slice_honours_species() {
    let src = r#"
        class Big extends ArrayBuffer {}
        const b = new Big(8)
        new Uint8Array(b).set([1, 2, 3, 4, 5, 6, 7, 8])
        const s = b.slice(2, -2)
        const plain = new ArrayBuffer(4).slice(1)
        const odd = new ArrayBuffer(4)
        odd.constructor = { [Symbol.species]: function (n) { return new ArrayBuffer(n - 1) } }
        let err
        try { odd.slice(0) } catch (e) { err = e.name }
        return [s instanceof Big, Array.from(new Uint8Array(s)), plain.byteLength, Object.getPrototypeOf(plain) === ArrayBuffer.prototype, err, ArrayBuffer[Symbol.species] === ArrayBuffer]
    "#;
    assert_eq!(common::run(src).expect("runs"), json!([true, [3, 4, 5, 6], 3, true, "TypeError", true]));
}

#[test]
fn new_target_prototype_getters_run_in_spec_order() {
    let src = r#"
        const log = []
        const nt = function () {}.bind(null)
        Object.defineProperty(nt, "prototype", { get() { log.push("proto"); return Int16Array.prototype } })
        const t = Reflect.construct(Int16Array, [2], nt)
        const bad = (() => { try { Reflect.construct(Int16Array, [-1], nt); return "ok" } catch (e) { return e.name } })()
        const offset = { valueOf() { log.push("offset"); return 2 } }
        const dv = Reflect.construct(DataView, [new ArrayBuffer(4), offset], nt)
        const ab = Reflect.construct(ArrayBuffer, [3], nt)
        class Sub extends Float32Array {}
        const s = new Sub(1)
        const getter = (C, k) => Object.getOwnPropertyDescriptor(C.prototype, k).get
        return [log, t.length, Object.getPrototypeOf(t) === Int16Array.prototype, bad, getter(DataView, "byteLength").call(dv),
            Object.getPrototypeOf(dv) === Int16Array.prototype, getter(ArrayBuffer, "byteLength").call(ab), s instanceof Sub, s instanceof Float32Array]
    "#;
    assert_eq!(
        common::run(src).expect("runs"),
        json!([["proto", "offset", "proto", "proto"], 2, true, "RangeError", 2, true, 3, true, true])
    );
}
