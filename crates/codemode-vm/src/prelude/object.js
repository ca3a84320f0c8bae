// codemode prelude: object built-ins written in JavaScript.
