//! Helpers for the tests of `codemode serve`: start real server processes, talk HTTP to them
//! over TCP (a minimal HTTP/1.1 client, one request per connection), and make scratch directories
//! and PostgreSQL schemas.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;

static NEXT: AtomicU64 = AtomicU64::new(0);

pub fn unique(prefix: &str) -> String {
    format!("{prefix}_{}_{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

pub fn tempdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(unique(&format!("codemode-serve-{name}")));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

pub fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

pub const TOKEN: &str = "test-token";

/// A `codemode serve` process, killed when dropped.
pub struct Server {
    pub child: Child,
    pub addr: String,
    pub log: PathBuf,
}

impl Server {
    pub fn start(dir: &Path, db: &str, args: &[&str]) -> Server {
        let log = dir.join(format!("{}.log", unique("server")));
        let mut child = Command::new(env!("CARGO_BIN_EXE_codemode"))
            .arg("serve")
            .args(["--listen", "127.0.0.1:0", "--db", db, "--token", TOKEN])
            .args(args)
            .current_dir(dir)
            .env("CODEMODE_LOG", "info")
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("starts codemode serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let Some(addr) = line.split("http://").nth(1).and_then(|r| r.split_whitespace().next()) else {
            let _ = child.kill();
            panic!("no address in {line:?}: {}", std::fs::read_to_string(&log).unwrap_or_default());
        };
        Server { addr: addr.to_string(), child, log }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn logs(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    pub fn kill9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn call(&self, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
        http(&self.addr, method, path, Some(TOKEN), body.map(|b| b.to_string()).as_deref())
    }

    /// Polls `GET /runs/{id}` until the run is finished.
    pub fn wait_finished(&self, id: &str, within: Duration) -> Value {
        let until = Instant::now() + within;
        loop {
            let (s, v) = self.call("GET", &format!("/runs/{id}"), None);
            assert_eq!(s, 200, "{v}");
            if v["status"] == "finished" {
                return v;
            }
            assert!(Instant::now() < until, "run {id} did not finish in time: {v}\n{}", self.logs());
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Ok(Some(_)) = self.child.try_wait() {
            return;
        }
        let _ = Command::new("kill").arg(self.child.id().to_string()).stderr(Stdio::null()).status();
        let until = Instant::now() + Duration::from_secs(15);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One HTTP/1.1 request; the status and the JSON body (or the body as a string).
pub fn http(addr: &str, method: &str, path: &str, token: Option<&str>, body: Option<&str>) -> (u16, Value) {
    let mut s = TcpStream::connect(addr).unwrap_or_else(|e| panic!("connects to {addr}: {e}"));
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    let body = body.unwrap_or("");
    let mut req =
        format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n", body.len());
    if !body.is_empty() {
        req.push_str("Content-Type: application/json\r\n");
    }
    if let Some(t) = token {
        req.push_str(&format!("Authorization: Bearer {t}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes()).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status: u16 = head.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let payload =
        if head.to_ascii_lowercase().contains("transfer-encoding: chunked") { dechunk(rest) } else { rest.to_string() };
    let v = serde_json::from_str(&payload).unwrap_or(Value::String(payload));
    (status, v)
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].trim_start_matches("\r\n");
    }
    out
}

/// A PostgreSQL URL for a schema of its own (None when CODEMODE_TEST_POSTGRES_URL is not set).
pub fn postgres_schema() -> Option<String> {
    let base = std::env::var("CODEMODE_TEST_POSTGRES_URL").ok()?;
    let schema = unique("serve");
    let st =
        Command::new("psql").arg(&base).arg("-qc").arg(format!("CREATE SCHEMA {schema}")).status().expect("psql runs");
    assert!(st.success(), "cannot create a schema");
    let sep = if base.contains('?') { '&' } else { '?' };
    Some(format!("{base}{sep}options=-csearch_path%3D{schema}"))
}

/// Counts lines of a log file that equal `line`.
pub fn count_lines(path: &Path, line: &str) -> usize {
    std::fs::read_to_string(path).unwrap_or_default().lines().filter(|l| *l == line).count()
}

pub fn events(v: &Value) -> Vec<String> {
    v["history"]
        .as_array()
        .map(|h| h.iter().map(|e| e["event"].as_str().unwrap_or("").to_string()).collect())
        .unwrap_or_default()
}
