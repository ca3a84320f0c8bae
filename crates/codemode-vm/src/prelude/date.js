// codemode prelude: date built-ins written in JavaScript.
