// codemode prelude, part 5: RegExp and the String methods of the regexp protocol, spec-complete.
// The natives in builtins/regexp.rs handle pristine regexps with primitive arguments themselves
// and tail-call these versions for everything else (subclasses, overridden exec or flags,
// object arguments, function replacers, user-defined Symbol.match/replace/search/split).
// They call back into natives for the matching itself (RegExp.prototype.exec and the hidden
// rx* helpers), and never rely on String.prototype methods a program could replace.
const $RegExp = RegExp
const RegExpProto = RegExp.prototype
const Symbol_match = Symbol.match
const Symbol_matchAll = Symbol.matchAll
const Symbol_replace = Symbol.replace
const Symbol_search = Symbol.search
const Symbol_split = Symbol.split
const Symbol_species = Symbol.species
const rxBuiltinExec = RegExpProto.exec
const rxCreate = __hidden("rxCreate")
const rxSource = __hidden("rxSource")
const rxFlags = __hidden("rxFlags")
const rxExecAt = __hidden("rxExecAt")
const rxPristine = __hidden("rxPristine")
const rxExecAll = __hidden("rxExecAll")
const rxReplaceCalls = __hidden("rxReplaceCalls")
const rxAssemble = __hidden("rxAssemble")
const rxAdvance = __hidden("rxAdvance")
const rxIndexOf = __hidden("rxIndexOf")
const rxSlice = __hidden("rxSlice")
const rxIterCreate = __hidden("rxIterCreate")
const rxIterFinish = __hidden("rxIterFinish")
const $Object = Object
const $ObjectIs = Object.is
const $String = String

// ToString
function rxToStr(v) {
  return typeof v === "string" ? v : `${v}`
}

function rxToIntegerOrInfinity(v) {
  const n = +v
  if (n !== n || n === 0) return 0
  if (n === Infinity || n === -Infinity) return n
  return n - (n % 1)
}

function rxToLength(v) {
  const n = rxToIntegerOrInfinity(v)
  if (n <= 0) return 0
  return n > 9007199254740991 ? 9007199254740991 : n
}

function rxHas(flags, f) {
  return rxIndexOf(flags, f, 0) !== -1
}

function rxReceiver(v) {
  if (typeof v === "string") return v
  if (isObject(v)) return "#<Object>"
  return $String(v)
}

function rxRequireObject(rx, method) {
  if (!isObject(rx)) __throwType("Method RegExp.prototype." + method + " called on incompatible receiver " + rxReceiver(rx))
}

function rxDescribe(v) {
  if (typeof v === "string") return '"' + v + '"'
  if (typeof v === "symbol") return "Symbol()"
  if (isObject(v)) return "#<Object>"
  return $String(v)
}

// GetMethod
function rxGetMethod(v, key) {
  const f = v[key]
  if (f === undefined || f === null) return undefined
  if (!__isCallable(f)) __throwType(rxDescribe(f) + " is not a function")
  return f
}

function rxInvoke(v, key, args) {
  const f = v[key]
  if (!__isCallable(f)) __throwType(rxDescribe(f) + " is not a function")
  return __call(f, v, args)
}

// IsRegExp
function rxIsRegExp(v) {
  if (!isObject(v)) return false
  const m = v[Symbol_match]
  if (m !== undefined) return !!m
  return __typeTag(v) === "RegExp"
}

// RegExpExec
function regExpExec(R, S) {
  const exec = R.exec
  if (__isCallable(exec)) {
    const result = __call(exec, R, [S])
    if (result !== null && !isObject(result)) __throwType("object null or function expected")
    return result
  }
  if (__typeTag(R) !== "RegExp") __throwType("Method RegExp.prototype.exec called on incompatible receiver " + rxReceiver(R))
  return __call(rxBuiltinExec, R, [S])
}

// SpeciesConstructor(O, %RegExp%)
function rxSpeciesConstructor(O) {
  const C = O.constructor
  if (C === undefined) return $RegExp
  if (!isObject(C)) __throwType("The .constructor property is not an object")
  const S = C[Symbol_species]
  if (S === undefined || S === null) return $RegExp
  if (__isConstructor(S)) return S
  __throwType("object.constructor[Symbol.species] is not a constructor")
}

// GetSubstitution
function rxGetSubstitution(matched, str, position, captures, namedCaptures, template) {
  let result = ""
  const m = captures.length
  const tailPos = position + matched.length
  const n = template.length
  let i = 0
  while (i < n) {
    const c = template[i]
    if (c !== "$" || i + 1 >= n) {
      result += c
      i++
      continue
    }
    const d = template[i + 1]
    if (d === "$") {
      result += "$"
      i += 2
    } else if (d === "&") {
      result += matched
      i += 2
    } else if (d === "`") {
      result += rxSlice(str, 0, position)
      i += 2
    } else if (d === "'") {
      if (tailPos < str.length) result += rxSlice(str, tailPos, str.length)
      i += 2
    } else if (d >= "0" && d <= "9") {
      let index = +d
      let len = 2
      const d2 = template[i + 2]
      if (d2 !== undefined && d2 >= "0" && d2 <= "9") {
        const two = index * 10 + +d2
        if (two <= m) {
          index = two
          len = 3
        }
      }
      if (index >= 1 && index <= m) {
        const cap = captures[index - 1]
        if (cap !== undefined) result += cap
      } else {
        result += rxSlice(template, i, i + len)
      }
      i += len
    } else if (d === "<") {
      const gt = rxIndexOf(template, ">", i + 2)
      if (gt === -1 || namedCaptures === undefined) {
        result += "$<"
        i += 2
      } else {
        const cap = namedCaptures[rxSlice(template, i + 2, gt)]
        if (cap !== undefined) result += rxToStr(cap)
        i = gt + 1
      }
    } else {
      result += "$"
      i++
    }
  }
  return result
}

// ---- RegExp ------------------------------------------------------------------------------------

function rxCtorSlow(pattern, flags, newTarget) {
  const patternIsRegExp = rxIsRegExp(pattern)
  if (newTarget === undefined) {
    newTarget = $RegExp
    if (patternIsRegExp && flags === undefined) {
      if (pattern.constructor === newTarget) return pattern
    }
  }
  let P
  let F
  if (__typeTag(pattern) === "RegExp") {
    P = rxSource(pattern)
    F = flags === undefined ? rxFlags(pattern) : flags
  } else if (patternIsRegExp) {
    P = pattern.source
    F = flags === undefined ? pattern.flags : flags
  } else {
    P = pattern
    F = flags
  }
  return rxCreate(P === undefined ? undefined : rxToStr(P), F === undefined ? undefined : rxToStr(F), newTarget)
}

function rxExecSlow(S) {
  return rxExecAt(this, S, rxToLength(this.lastIndex))
}

function rxTestSlow(S) {
  rxRequireObject(this, "test")
  return regExpExec(this, rxToStr(S)) !== null
}

function rxToStringSlow() {
  return "/" + rxToStr(this.source) + "/" + rxToStr(this.flags)
}

function rxFlagsSlow() {
  const R = this
  let result = ""
  if (R.hasIndices) result += "d"
  if (R.global) result += "g"
  if (R.ignoreCase) result += "i"
  if (R.multiline) result += "m"
  if (R.dotAll) result += "s"
  if (R.unicode) result += "u"
  if (R.unicodeSets) result += "v"
  if (R.sticky) result += "y"
  return result
}

function rxSymMatch(string) {
  const rx = this
  rxRequireObject(rx, "@@match")
  const S = rxToStr(string)
  const flags = rxToStr(rx.flags)
  if (!rxHas(flags, "g")) return regExpExec(rx, S)
  const fullUnicode = rxHas(flags, "u") || rxHas(flags, "v")
  rx.lastIndex = 0
  const A = []
  let n = 0
  for (;;) {
    const result = regExpExec(rx, S)
    if (result === null) return n === 0 ? null : A
    const matchStr = rxToStr(result[0])
    __createDataProp(A, n, matchStr)
    if (matchStr === "") rx.lastIndex = rxAdvance(S, rxToLength(rx.lastIndex), fullUnicode)
    n++
  }
}

function rxSymMatchAll(string) {
  const R = this
  rxRequireObject(R, "@@matchAll")
  const S = rxToStr(string)
  const C = rxSpeciesConstructor(R)
  const flags = rxToStr(R.flags)
  const matcher = __construct(C, [R, flags], C)
  matcher.lastIndex = rxToLength(R.lastIndex)
  return rxIterCreate(matcher, S, rxHas(flags, "g"), rxHas(flags, "u") || rxHas(flags, "v"))
}

function rxIterNextSlow(it, R, S, global, fullUnicode) {
  const match = regExpExec(R, S)
  if (match === null) {
    rxIterFinish(it)
    return { value: undefined, done: true }
  }
  if (global) {
    const matchStr = rxToStr(match[0])
    if (matchStr === "") R.lastIndex = rxAdvance(S, rxToLength(R.lastIndex), fullUnicode)
    return { value: match, done: false }
  }
  rxIterFinish(it)
  return { value: match, done: false }
}

function rxSymReplace(string, replaceValue) {
  const rx = this
  rxRequireObject(rx, "@@replace")
  const S = rxToStr(string)
  const lengthS = S.length
  const functionalReplace = __isCallable(replaceValue)
  if (!functionalReplace) replaceValue = rxToStr(replaceValue)
  if (functionalReplace && rxPristine(rx)) {
    // The matches are collected natively (unobservable for a pristine regexp); the replacer
    // gets each argument list as built, and the pieces are joined natively.
    const pack = rxReplaceCalls(rx, S)
    const calls = pack[0]
    const n = calls.length
    if (n === 0) return S
    const parts = []
    for (let k = 0; k < n; k++) __arrayPush(parts, rxToStr(__call(replaceValue, undefined, calls[k])))
    return rxAssemble(S, pack[1], parts)
  }
  let results
  if (rxPristine(rx)) {
    results = rxExecAll(rx, S)
  } else {
    const flags = rxToStr(rx.flags)
    const global = rxHas(flags, "g")
    let fullUnicode = false
    if (global) {
      fullUnicode = rxHas(flags, "u") || rxHas(flags, "v")
      rx.lastIndex = 0
    }
    results = []
    for (;;) {
      const result = regExpExec(rx, S)
      if (result === null) break
      __arrayPush(results, result)
      if (!global) break
      const matchStr = rxToStr(result[0])
      if (matchStr === "") rx.lastIndex = rxAdvance(S, rxToLength(rx.lastIndex), fullUnicode)
    }
  }
  let accumulated = ""
  let nextSourcePosition = 0
  for (let k = 0; k < results.length; k++) {
    const result = results[k]
    const resultLength = rxToLength(result.length)
    const nCaptures = resultLength > 0 ? resultLength - 1 : 0
    const matched = rxToStr(result[0])
    const matchLength = matched.length
    let position = rxToIntegerOrInfinity(result.index)
    if (position < 0) position = 0
    if (position > lengthS) position = lengthS
    const captures = []
    for (let n = 1; n <= nCaptures; n++) {
      let capN = result[n]
      if (capN !== undefined) capN = rxToStr(capN)
      __arrayPush(captures, capN)
    }
    let namedCaptures = result.groups
    let replacement
    if (functionalReplace) {
      const args = [matched]
      for (let n = 0; n < captures.length; n++) __arrayPush(args, captures[n])
      __arrayPush(args, position)
      __arrayPush(args, S)
      if (namedCaptures !== undefined) __arrayPush(args, namedCaptures)
      replacement = rxToStr(__call(replaceValue, undefined, args))
    } else {
      if (namedCaptures !== undefined) {
        if (namedCaptures === null) __throwType("Cannot convert undefined or null to object")
        namedCaptures = $Object(namedCaptures)
      }
      replacement = rxGetSubstitution(matched, S, position, captures, namedCaptures, replaceValue)
    }
    if (position >= nextSourcePosition) {
      accumulated += rxSlice(S, nextSourcePosition, position) + replacement
      nextSourcePosition = position + matchLength
    }
  }
  if (nextSourcePosition >= lengthS) return accumulated
  return accumulated + rxSlice(S, nextSourcePosition, lengthS)
}

function rxSymSearch(string) {
  const rx = this
  rxRequireObject(rx, "@@search")
  const S = rxToStr(string)
  const previousLastIndex = rx.lastIndex
  if (!$ObjectIs(previousLastIndex, 0)) rx.lastIndex = 0
  const result = regExpExec(rx, S)
  const currentLastIndex = rx.lastIndex
  if (!$ObjectIs(currentLastIndex, previousLastIndex)) rx.lastIndex = previousLastIndex
  if (result === null) return -1
  return result.index
}

function rxSymSplit(string, limit) {
  const rx = this
  rxRequireObject(rx, "@@split")
  const S = rxToStr(string)
  const C = rxSpeciesConstructor(rx)
  const flags = rxToStr(rx.flags)
  const unicodeMatching = rxHas(flags, "u") || rxHas(flags, "v")
  const newFlags = rxHas(flags, "y") ? flags : flags + "y"
  const splitter = __construct(C, [rx, newFlags], C)
  const A = []
  let lengthA = 0
  const lim = limit === undefined ? 4294967295 : limit >>> 0
  if (lim === 0) return A
  const size = S.length
  if (size === 0) {
    const z = regExpExec(splitter, S)
    if (z !== null) return A
    __createDataProp(A, 0, S)
    return A
  }
  let p = 0
  let q = p
  while (q < size) {
    splitter.lastIndex = q
    const z = regExpExec(splitter, S)
    if (z === null) {
      q = rxAdvance(S, q, unicodeMatching)
      continue
    }
    let e = rxToLength(splitter.lastIndex)
    if (e > size) e = size
    if (e === p) {
      q = rxAdvance(S, q, unicodeMatching)
      continue
    }
    __createDataProp(A, lengthA, rxSlice(S, p, q))
    lengthA++
    if (lengthA === lim) return A
    p = e
    let numberOfCaptures = rxToLength(z.length)
    numberOfCaptures = numberOfCaptures > 0 ? numberOfCaptures - 1 : 0
    for (let i = 1; i <= numberOfCaptures; i++) {
      __createDataProp(A, lengthA, z[i])
      lengthA++
      if (lengthA === lim) return A
    }
    q = p
  }
  __createDataProp(A, lengthA, rxSlice(S, p, size))
  return A
}

__export("rxCtorSlow", rxCtorSlow)
__export("rxExecSlow", rxExecSlow)
__export("rxTestSlow", rxTestSlow)
__export("rxToStringSlow", rxToStringSlow)
__export("rxFlagsSlow", rxFlagsSlow)
__export("rxSymMatch", rxSymMatch)
__export("rxSymMatchAll", rxSymMatchAll)
__export("rxIterNextSlow", rxIterNextSlow)
__export("rxSymReplace", rxSymReplace)
__export("rxSymSearch", rxSymSearch)
__export("rxSymSplit", rxSymSplit)

// ---- String.prototype --------------------------------------------------------------------------

function rxThis(O, method) {
  if (O === null || O === undefined) __throwType("String.prototype." + method + " called on null or undefined")
  return O
}

function stringMatch(regexp) {
  const O = rxThis(this, "match")
  if (isObject(regexp)) {
    const matcher = rxGetMethod(regexp, Symbol_match)
    if (matcher !== undefined) return __call(matcher, regexp, [O])
  }
  const S = rxToStr(O)
  const rx = rxCreate(regexp, undefined, $RegExp)
  return rxInvoke(rx, Symbol_match, [S])
}

function stringMatchAll(regexp) {
  const O = rxThis(this, "matchAll")
  if (isObject(regexp)) {
    if (rxIsRegExp(regexp)) {
      const flags = regexp.flags
      if (flags === undefined || flags === null) __throwType("String.prototype.matchAll called on null or undefined")
      if (!rxHas(rxToStr(flags), "g")) __throwType("String.prototype.matchAll called with a non-global RegExp argument")
    }
    const matcher = rxGetMethod(regexp, Symbol_matchAll)
    if (matcher !== undefined) return __call(matcher, regexp, [O])
  }
  const S = rxToStr(O)
  const rx = rxCreate(regexp, "g", $RegExp)
  return rxInvoke(rx, Symbol_matchAll, [S])
}

function stringSearch(regexp) {
  const O = rxThis(this, "search")
  if (isObject(regexp)) {
    const searcher = rxGetMethod(regexp, Symbol_search)
    if (searcher !== undefined) return __call(searcher, regexp, [O])
  }
  const S = rxToStr(O)
  const rx = rxCreate(regexp, undefined, $RegExp)
  return rxInvoke(rx, Symbol_search, [S])
}

function stringReplace(searchValue, replaceValue) {
  const O = rxThis(this, "replace")
  if (isObject(searchValue)) {
    const replacer = rxGetMethod(searchValue, Symbol_replace)
    if (replacer !== undefined) return __call(replacer, searchValue, [O, replaceValue])
  }
  const string = rxToStr(O)
  const searchString = rxToStr(searchValue)
  const functionalReplace = __isCallable(replaceValue)
  if (!functionalReplace) replaceValue = rxToStr(replaceValue)
  const searchLength = searchString.length
  const position = rxIndexOf(string, searchString, 0)
  if (position === -1) return string
  const preceding = rxSlice(string, 0, position)
  const following = rxSlice(string, position + searchLength, string.length)
  let replacement
  if (functionalReplace) {
    replacement = rxToStr(__call(replaceValue, undefined, [searchString, position, string]))
  } else {
    replacement = rxGetSubstitution(searchString, string, position, [], undefined, replaceValue)
  }
  return preceding + replacement + following
}

function stringReplaceAll(searchValue, replaceValue) {
  const O = rxThis(this, "replaceAll")
  if (isObject(searchValue)) {
    if (rxIsRegExp(searchValue)) {
      const flags = searchValue.flags
      if (flags === undefined || flags === null) __throwType("String.prototype.replaceAll called on null or undefined")
      if (!rxHas(rxToStr(flags), "g")) __throwType("String.prototype.replaceAll called with a non-global RegExp argument")
    }
    const replacer = rxGetMethod(searchValue, Symbol_replace)
    if (replacer !== undefined) return __call(replacer, searchValue, [O, replaceValue])
  }
  const string = rxToStr(O)
  const searchString = rxToStr(searchValue)
  const functionalReplace = __isCallable(replaceValue)
  if (!functionalReplace) replaceValue = rxToStr(replaceValue)
  const searchLength = searchString.length
  const advanceBy = searchLength > 1 ? searchLength : 1
  const matchPositions = []
  let position = rxIndexOf(string, searchString, 0)
  while (position !== -1) {
    __arrayPush(matchPositions, position)
    position = rxIndexOf(string, searchString, position + advanceBy)
  }
  let endOfLastMatch = 0
  let result = ""
  for (let k = 0; k < matchPositions.length; k++) {
    const p = matchPositions[k]
    const preserved = rxSlice(string, endOfLastMatch, p)
    let replacement
    if (functionalReplace) {
      replacement = rxToStr(__call(replaceValue, undefined, [searchString, p, string]))
    } else {
      replacement = rxGetSubstitution(searchString, string, p, [], undefined, replaceValue)
    }
    result = result + preserved + replacement
    endOfLastMatch = p + searchLength
  }
  if (endOfLastMatch < string.length) result += rxSlice(string, endOfLastMatch, string.length)
  return result
}

function stringSplit(separator, limit) {
  const O = rxThis(this, "split")
  if (isObject(separator)) {
    const splitter = rxGetMethod(separator, Symbol_split)
    if (splitter !== undefined) return __call(splitter, separator, [O, limit])
  }
  const S = rxToStr(O)
  const lim = limit === undefined ? 4294967295 : limit >>> 0
  const R = rxToStr(separator)
  if (lim === 0) return []
  if (separator === undefined) return [S]
  const separatorLength = R.length
  const strLen = S.length
  if (separatorLength === 0) {
    const A = []
    const n = lim < strLen ? lim : strLen
    for (let i = 0; i < n; i++) __arrayPush(A, S[i])
    return A
  }
  if (strLen === 0) return [S]
  const substrings = []
  let i = 0
  let j = rxIndexOf(S, R, 0)
  while (j !== -1) {
    __arrayPush(substrings, rxSlice(S, i, j))
    if (substrings.length === lim) return substrings
    i = j + separatorLength
    j = rxIndexOf(S, R, i)
  }
  __arrayPush(substrings, rxSlice(S, i, strLen))
  return substrings
}

__export("stringMatch", stringMatch)
__export("stringMatchAll", stringMatchAll)
__export("stringSearch", stringSearch)
__export("stringReplace", stringReplace)
__export("stringReplaceAll", stringReplaceAll)
__export("stringSplit", stringSplit)
