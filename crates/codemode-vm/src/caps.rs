//! Intrinsic caps: the sizes no program may reach, whatever limits the host set.
//!
//! A run with no limits must still not be able to eat the machine. As in the original, an array
//! longer than [`MAX_ARRAY_LENGTH`] elements throws `RangeError: Invalid array length`, a string
//! longer than [`MAX_STRING_LENGTH`] code units throws `RangeError: Invalid string length`, and
//! more than [`MAX_PENDING_PROMISES`] promises pending at once throw `RangeError: Too many pending
//! promises`; an `ArrayBuffer` (and so a typed array) larger than [`MAX_BUFFER_BYTES`] throws
//! `RangeError: Array buffer allocation failed`. The host may lower or raise the first three
//! ([`Caps`], through `VmOptions::caps`; `codemode::Limits` has a field for each).
//!
//! Every check here runs *before* the allocation it guards: the native that would build a big
//! array, string or buffer asks first ([`Vm::check_array_len`], [`Vm::check_string_len`],
//! [`Vm::reserve`]), so a refused size never costs its memory or the time to fill it. The
//! memory limit (`VmOptions::max_memory`) is otherwise enforced by the collector between
//! instructions; [`Vm::reserve`] makes it hold within a single native call too (one `fill`, one
//! `JSON.parse`, one tool result), by refusing an allocation that would take the live heap past
//! the limit.

use crate::error::{Ctl, EngineError, JsResult};
use crate::{Value, Vm};

/// Default longest array, in elements (the original's cap).
pub const MAX_ARRAY_LENGTH: u32 = 10_000_000;

/// Default longest string, in UTF-16 code units (2^24, the original's cap).
pub const MAX_STRING_LENGTH: usize = 1 << 24;

/// Default number of promises that may be pending at once (the original's cap).
pub const MAX_PENDING_PROMISES: usize = 10_000;

/// Largest `ArrayBuffer`, in bytes (2^28 = 256 MiB; the memory limit, when lower, wins).
pub const MAX_BUFFER_BYTES: usize = 1 << 28;

/// Bytes one value takes in an array, a register or an environment (its accounting cost).
pub const VALUE_BYTES: usize = 16;

/// The caps of one VM. Every field is positive (the facade refuses 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// Longest array, in elements.
    pub max_array_length: u32,
    /// Longest string, in code units.
    pub max_string_length: usize,
    /// Promises pending at once.
    pub max_pending_promises: usize,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            max_array_length: MAX_ARRAY_LENGTH,
            max_string_length: MAX_STRING_LENGTH,
            max_pending_promises: MAX_PENDING_PROMISES,
        }
    }
}

impl Caps {
    /// Caps from optional settings (`None`: the default).
    ///
    /// # Errors
    /// A setting of 0, or an array length past 2^32 - 1 (the longest array the language has),
    /// naming the setting.
    pub fn from_settings(
        max_array_length: Option<u64>,
        max_string_length: Option<u64>,
        max_pending_promises: Option<u64>,
    ) -> Result<Caps, String> {
        let d = Caps::default();
        let positive = |v: Option<u64>, name: &str| match v {
            Some(0) => Err(format!("{name} must be a positive number")),
            v => Ok(v),
        };
        let array = match positive(max_array_length, "maxArrayLength")? {
            None => d.max_array_length,
            Some(n) => u32::try_from(n).map_err(|_| "maxArrayLength must be at most 4294967295".to_string())?,
        };
        let string = positive(max_string_length, "maxStringLength")?.map_or(d.max_string_length, |n| {
            usize::try_from(n).unwrap_or(usize::MAX).min(crate::strings::MAX_STRING_LEN)
        });
        let promises = positive(max_pending_promises, "maxPendingPromises")?
            .map_or(d.max_pending_promises, |n| usize::try_from(n).unwrap_or(usize::MAX));
        Ok(Caps { max_array_length: array, max_string_length: string, max_pending_promises: promises })
    }
}

/// The error of an array past the cap.
#[must_use]
pub fn array_length_error() -> Ctl {
    Ctl::range_error("Invalid array length")
}

/// The error of a string past the cap.
#[must_use]
pub fn string_length_error() -> Ctl {
    Ctl::range_error("Invalid string length")
}

impl Vm {
    /// The longest string this VM builds, in code units.
    #[inline]
    #[must_use]
    pub fn max_string_len(&self) -> usize {
        self.options.caps.max_string_length
    }

    /// The longest array this VM builds, in elements.
    #[inline]
    #[must_use]
    pub fn max_array_len(&self) -> u32 {
        self.options.caps.max_array_length
    }

    /// Refuses an array of `len` elements past the cap (`RangeError: Invalid array length`).
    ///
    /// # Errors
    /// As described.
    #[inline]
    pub fn check_array_len(&self, len: f64) -> JsResult<()> {
        if len > f64::from(self.options.caps.max_array_length) { Err(array_length_error()) } else { Ok(()) }
    }

    /// Refuses a string of `len` code units past the cap (`RangeError: Invalid string length`).
    ///
    /// # Errors
    /// As described.
    #[inline]
    pub fn check_string_len(&self, len: f64) -> JsResult<()> {
        if len > self.options.caps.max_string_length as f64 { Err(string_length_error()) } else { Ok(()) }
    }

    /// [`Vm::check_string_len`] for flat text about to be built, which must also fit the memory
    /// limit.
    ///
    /// # Errors
    /// As described, or the memory-limit error.
    #[inline]
    pub fn check_string_build(&self, len: f64) -> JsResult<()> {
        self.check_string_len(len)?;
        self.reserve(len as usize * 2)
    }

    /// Refuses an allocation of `bytes` that would take the live heap past the memory limit: the
    /// run ends with the memory-limit error, as when the collector finds the heap too big.
    ///
    /// # Errors
    /// `Ctl::Fatal(EngineError::OutOfMemory)`.
    #[inline]
    pub fn reserve(&self, bytes: usize) -> JsResult<()> {
        if let Some(limit) = self.options.max_memory
            && self.heap_bytes().saturating_add(bytes) > limit
        {
            return Err(Ctl::Fatal(Box::new(EngineError::OutOfMemory { limit })));
        }
        Ok(())
    }

    /// The heap's size as the memory limit sees it: what was live at the last collection plus
    /// what was allocated since (an upper bound; the collector runs at the next instruction
    /// boundary once it passes the limit, so garbage does not linger there).
    #[inline]
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.state.heap.live_bytes.saturating_add(self.state.heap.allocated)
    }

    /// [`Vm::reserve`] for `n` values (array elements, properties, entries).
    ///
    /// # Errors
    /// As [`Vm::reserve`].
    #[inline]
    pub fn reserve_values(&self, n: usize) -> JsResult<()> {
        self.reserve(n.saturating_mul(VALUE_BYTES))
    }

    /// Refuses a new pending promise past the cap (`RangeError: Too many pending promises`).
    ///
    /// # Errors
    /// As described.
    #[inline]
    pub fn check_pending_promises(&self) -> JsResult<()> {
        if self.state.heap.pending_promises >= self.options.caps.max_pending_promises {
            Err(Ctl::range_error("Too many pending promises"))
        } else {
            Ok(())
        }
    }

    /// A new pending promise, refused past the cap.
    ///
    /// # Errors
    /// `RangeError: Too many pending promises`.
    pub fn try_new_promise(&mut self) -> JsResult<crate::ObjId> {
        self.check_pending_promises()?;
        Ok(self.new_promise())
    }
}

/// The size of data about to enter the heap (a tool or extension result), measured before a
/// single value of it is built.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DataSize {
    /// Bytes it will take (at the collector's rates).
    pub bytes: usize,
    /// Its longest string, in UTF-16 code units.
    pub longest_string: usize,
    /// Its longest array, in elements.
    pub longest_array: usize,
}

impl DataSize {
    fn string(&mut self, s: &str) {
        // UTF-8 bytes bound the UTF-16 units from above; count exactly only when it matters (and
        // ASCII text, the usual, has as many units as bytes).
        let units = if s.len() > self.longest_string && !s.is_ascii() { s.encode_utf16().count() } else { s.len() };
        self.longest_string = self.longest_string.max(units);
        self.bytes = self.bytes.saturating_add(32 + units * 2);
    }

    fn container(&mut self, members: usize, array: bool) {
        if array {
            self.longest_array = self.longest_array.max(members);
        }
        let per = if array { VALUE_BYTES } else { 32 };
        self.bytes = self.bytes.saturating_add(crate::heap::OBJECT_COST + members.saturating_mul(per));
    }

    /// The size of JSON data (iteratively: no recursion on its depth).
    #[must_use]
    pub fn of_json(v: &serde_json::Value) -> DataSize {
        let mut d = DataSize::default();
        // On the stack up to a point: most results are small, and a vector was an allocation.
        let mut stack: smallvec::SmallVec<[_; 16]> = smallvec::smallvec![v];
        while let Some(v) = stack.pop() {
            match v {
                serde_json::Value::String(s) => d.string(s),
                serde_json::Value::Array(a) => {
                    d.container(a.len(), true);
                    stack.extend(a.iter());
                }
                serde_json::Value::Object(m) => {
                    d.container(m.len(), false);
                    for (k, x) in m {
                        d.string(k);
                        stack.push(x);
                    }
                }
                _ => {}
            }
        }
        d
    }

    /// The size of host data.
    #[must_use]
    pub fn of_host(v: &crate::host::HostValue) -> DataSize {
        use crate::host::HostValue;
        let mut d = DataSize::default();
        // On the stack up to a point: most results are small, and a vector was an allocation.
        let mut stack: smallvec::SmallVec<[_; 16]> = smallvec::smallvec![v];
        while let Some(v) = stack.pop() {
            match v {
                HostValue::String(s) => d.string(s),
                HostValue::Array(a) => {
                    d.container(a.len(), true);
                    stack.extend(a.iter());
                }
                HostValue::Object(m) => {
                    d.container(m.len(), false);
                    for (k, x) in m {
                        d.string(k);
                        stack.push(x);
                    }
                }
                HostValue::Function(_) => d.bytes = d.bytes.saturating_add(crate::heap::OBJECT_COST),
                _ => {}
            }
        }
        d
    }
}

impl Vm {
    /// What stops data of size `d` from entering the heap: `Ok(Some(message))` when one of its
    /// strings or arrays is past a cap (the call fails with that message, which the program can
    /// catch), `Err` when it would take the heap past the memory limit (the run ends).
    ///
    /// # Errors
    /// `EngineError::OutOfMemory`.
    pub fn admit_data(&self, d: DataSize) -> Result<Option<String>, EngineError> {
        if let Some(limit) = self.options.max_memory
            && self.heap_bytes().saturating_add(d.bytes) > limit
        {
            return Err(EngineError::OutOfMemory { limit });
        }
        let caps = &self.options.caps;
        if d.longest_string > caps.max_string_length {
            return Ok(Some(format!(
                "A value from the host has a string of {} characters, longer than the maximum string length of {}.",
                d.longest_string, caps.max_string_length
            )));
        }
        if d.longest_array > caps.max_array_length as usize {
            return Ok(Some(format!(
                "A value from the host has an array of {} elements, longer than the maximum array length of {}.",
                d.longest_array, caps.max_array_length
            )));
        }
        Ok(None)
    }
}

/// `Value` is 16 bytes: the accounting above relies on it.
const _: () = assert!(std::mem::size_of::<Value>() == VALUE_BYTES);
