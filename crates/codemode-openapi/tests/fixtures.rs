//! Real-world documents nobody here wrote (`tests/fixtures/oas-examples`, from the npm package
//! `@readme/oas-examples`, MIT): every one converts without a panic, every generated tool has a
//! signature and an input schema that compiles, and the skipped operations have the right reasons.

use std::path::{Path, PathBuf};

use codemode_openapi::{OpenApi, Options};
use codemode_tools::{Tool, Tools};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/oas-examples")
}

fn convert(rel: &str) -> (Tools, codemode_openapi::Converted) {
    let text = std::fs::read_to_string(fixtures().join(rel)).unwrap();
    let c = OpenApi::from_spec(&text, Options::new().base_url("http://127.0.0.1:9"))
        .unwrap_or_else(|e| panic!("{rel}: {e}"));
    let tools = Tools::builder().record("api", c.tools.clone()).build().unwrap_or_else(|e| panic!("{rel}: {e}"));
    (tools, c)
}

fn reasons(c: &codemode_openapi::Converted) -> Vec<String> {
    c.skipped.iter().map(|s| format!("{} {}: {}", s.method, s.path, s.reason)).collect()
}

#[test]
fn every_document_converts() {
    let mut total = 0;
    for version in ["3.0", "3.1"] {
        for entry in std::fs::read_dir(fixtures().join(version)).unwrap() {
            let name = format!("{version}/{}", entry.unwrap().file_name().to_string_lossy());
            let (tools, c) = convert(&name);
            for e in tools.catalog() {
                assert!(e.signature.starts_with(&format!("tools.{}(", e.path)), "{name}: {}", e.signature);
                let tool = tools.get(&e.path).unwrap();
                let checker = Tool::new("", |_, _| async { Ok(serde_json::Value::Null) })
                    .input_schema(tool.input().unwrap().clone());
                assert_eq!(checker.check_schemas(), Ok(()), "{name}: {}", e.path);
                total += 1;
            }
            println!("{name}: {} tools, {} skipped", c.generated.len(), c.skipped.len());
            for r in reasons(&c) {
                println!("  {r}");
            }
        }
    }
    assert!(total > 100, "{total}");
}

#[test]
fn skip_reasons_of_real_documents() {
    let (tools, c) = convert("3.0/petstore.json");
    assert_eq!(
        reasons(&c),
        vec![
            "POST /pet/{petId}: request body has no JSON media type (declared: application/x-www-form-urlencoded)",
            "POST /pet/{petId}/uploadImage: request body has no JSON media type (declared: multipart/form-data)",
        ]
    );
    assert_eq!(c.generated.len(), 18);
    let sig = tools.signature("api.getPetById").unwrap();
    assert!(sig.starts_with("tools.api.getPetById({\n  /** ID of pet to return @format int64 @integer */\n  petId: number,\n}): Promise<{"), "{sig}");
    assert!(sig.contains("status?: \"available\" | \"pending\" | \"sold\","), "{sig}");

    let (_, c) = convert("3.0/parameters-cookies.json");
    assert_eq!(reasons(&c), vec!["POST /post: cookie parameter 'foo' is not supported"]);
    let (_, c) = convert("3.0/security.json");
    assert_eq!(
        reasons(&c),
        vec![
            "POST /anything/apiKey: cookie authentication (scheme 'apiKey_cookie') is not supported and no alternative is"
        ]
    );
    let (_, c) = convert("3.0/file-uploads.json");
    assert!(c.generated.is_empty());
    assert_eq!(c.skipped[0].reason, "request body has no JSON media type (declared: image/png)");
    let (_, c) = convert("3.0/parameters-style.json");
    let r = reasons(&c);
    assert!(r.contains(&"GET /anything/query/pipeDelimited: query parameter 'array' uses style 'pipeDelimited', which is not supported".to_owned()));
    assert!(r.iter().any(|r| r.contains("path parameter 'primitive' uses style 'matrix'")));
    assert_eq!(c.generated.len(), 10);

    // readOnly only in the response, writeOnly only in the request.
    let (tools, _) = convert("3.0/schema-visibility.json");
    let sig = tools.signature("api.post").unwrap();
    let (input, output) = sig.split_once("): Promise<").unwrap();
    assert!(input.contains("propWithWriteOnly") && !input.contains("propWithReadOnly"), "{sig}");
    assert!(output.contains("propWithReadOnly") && !output.contains("propWithWriteOnly"), "{sig}");

    // Swagger 2.0 is refused with a clear error.
    let text = std::fs::read_to_string(fixtures().join("2.0/petstore.json")).unwrap();
    let e = OpenApi::from_spec(&text, Options::new()).unwrap_err().to_string();
    assert_eq!(e, "Swagger 2.0 documents are not supported; convert the document to OpenAPI 3.x first");
}

#[test]
fn document_servers_and_variables() {
    let text = std::fs::read_to_string(fixtures().join("3.0/server-variables.json")).unwrap();
    let c = OpenApi::from_spec(&text, Options::new()).unwrap();
    assert!(c.skipped.is_empty(), "{:?}", reasons(&c));
    let text = std::fs::read_to_string(fixtures().join("3.1/train-travel.json")).unwrap();
    let c = OpenApi::from_spec(&text, Options::new()).unwrap();
    assert_eq!(c.generated.len(), 7, "{:?}", reasons(&c));
}
