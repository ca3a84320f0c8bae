// codemode prelude: iterator built-ins written in JavaScript.
