// codemode prelude: regexp built-ins written in JavaScript.
