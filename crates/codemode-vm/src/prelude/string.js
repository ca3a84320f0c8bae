// codemode prelude: string built-ins written in JavaScript.
