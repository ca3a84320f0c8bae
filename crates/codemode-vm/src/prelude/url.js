// codemode prelude: url built-ins written in JavaScript.
