# Varnish in front of the Next.js instances (npm run cluster; production the same with real backends).
# Caches public pages and assets, one copy for every campaign link; never caches or shares anything personal;
# purges by surrogate key (xkey) when the site revalidates a content tag; keeps serving the last good copy (grace)
# while the origin is down.
vcl 4.1;

import directors;
import std;
import xkey;

# The backends (health-checked Next.js instances) are written in by scripts/cluster.mjs; production's need the same
# probe (healthy from the start) and timeouts (1 s to connect, 2 s to the first byte), and instances that keep idle
# connections open longer than Varnish (server.mjs --keepAliveTimeout 65000).
{{backends}}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new origin = directors.round_robin();
  {{add_backends}}
}

sub vcl_recv {
  set req.backend_hint = origin.backend();

  # The market follows the host name (STROOMPLEIN_MARKET_HOSTS): Varnish keeps one copy per host (its built-in
  # vcl_hash hashes the Host), so markets never mix; the name is normalised so case and port do not split copies.
  if (req.http.Host) {
    set req.http.Host = std.tolower(regsub(req.http.Host, ":[0-9]+$", ""));
  }

  # Campaign tags are read by analytics in the browser, never by the site: dropped from the cache key and from
  # what the origin sees, so every campaign link is served from one copy. Any other parameter keeps its meaning.
  if (req.url ~ "[?&](utm_[A-Za-z0-9_]+|gclid|fbclid|msclkid|_ga)=") {
    set req.url = regsuball(req.url, "([?&])(utm_[A-Za-z0-9_]+|gclid|fbclid|msclkid|_ga)=[^&]*", "\1");
    set req.url = regsuball(req.url, "([?&])&+", "\1");
    set req.url = regsub(req.url, "[?&]+$", "");
  }

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purge not allowed"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.X-Purged));
  }

  # Only reads of public content are cacheable; server actions (POST), everything else goes straight through.
  if (req.method != "GET" && req.method != "HEAD") {
    # A server action (a form, a profile) kept in memory so a failed fetch can be sent to the other instance: each
    # is safe to run twice (submissions carry an idempotency key). The APIs (sessions, the lake) are not retried.
    if (req.method == "POST" && req.url !~ "^/api/") {
      std.cache_req_body(1MB);
    }
    return (pass);
  }
  # The local lake's images are public and immutable by name; with auto=format their format follows Accept, which is
  # narrowed to what decides it, so each image is stored once per format rather than once per browser.
  if (req.url ~ "^/api/lake/images/") {
    if (req.http.Accept ~ "image/avif") {
      set req.http.Accept = "image/avif";
    } elsif (req.http.Accept ~ "image/webp") {
      set req.http.Accept = "image/webp";
    } else {
      unset req.http.Accept;
    }
    unset req.http.Cookie;
    return (hash);
  }
  # Personal: a signed-in visitor, draft mode, account pages, the flows, sign-in, the Studio, the APIs.
  if (req.http.Cookie ~ "(^|;\s*)(__session|__prerender_bypass|__next_preview_data)=") {
    return (pass);
  }
  if (req.url ~ "^/(account|api|studio|koper|koper-v3|verkoper|login|logout|aanmelden|contact|nieuwsbrief|test-contracting|component-test|icon-test|test42|bare-test)(/|\?|$)") {
    return (pass);
  }
  # Public pages read no cookies on the server (colour mode and the sign-in hint are read in the browser).
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_fetch {
  # Resolved per attempt, so a retry goes to the next instance: other requests may have turned the round robin
  # meanwhile, so a retry that drew the instance that just failed draws again.
  set bereq.backend = origin.backend().resolve();
  if (bereq.retries > 0 && bereq.http.X-Tried-Backend == "" + bereq.backend) {
    set bereq.backend = origin.backend().resolve();
  }
  set bereq.http.X-Tried-Backend = "" + bereq.backend;
}

sub vcl_backend_response {
  # Text is compressed here, once per stored copy: the instances behind this cache send it uncompressed.
  if (beresp.http.Content-Type ~ "^(text/|application/(javascript|json|manifest\+json|xml)|image/svg)" &&
      !beresp.http.Content-Encoding) {
    set beresp.do_gzip = true;
  }
  # An instance that fails answers once more from the next one (the health probe needs a moment to notice).
  if (beresp.status >= 500 && bereq.retries < 1 && bereq.method != "POST") {
    return (retry);
  }
  # Pages rendered per request carry a nonce in their policy, and anything setting a cookie is personal.
  if (beresp.http.Set-Cookie || beresp.http.Content-Security-Policy ~ "nonce-" ||
      beresp.http.Cache-Control ~ "(private|no-store)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # A visitor's 404 page (drawn without a nonce, carrying its path's keys) is kept for its Surrogate-Control max-age,
  # or until a page published at that path purges it: a path asked for again and again is drawn once. Other errors,
  # Next's own 404 among them, are never kept.
  if (beresp.status == 404 && beresp.http.xkey && beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(
      regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
    set beresp.grace = 0s;
    unset beresp.http.Surrogate-Control;
    return (deliver);
  }
  if (beresp.status >= 400) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  # Pages stay until purged (their keys); assets are immutable by name. Grace: a down origin keeps the last copy.
  set beresp.grace = 24h;
  # The instances behind this cache do not hash their responses (next.config.ts): each stored copy gets its own
  # validator here, so a browser that revalidates a page gets 304 Not Modified while the copy is unchanged.
  if (!beresp.http.ETag) {
    set beresp.http.ETag = {"""} + bereq.xid + {"""};
  }
}

sub vcl_backend_error {
  # An instance that cannot be reached: try the next one before giving up.
  if (bereq.retries < 1) {
    return (retry);
  }
  # With grace exhausted and no backend: a Dutch page, never a stack trace.
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Retry-After = "30";
  set beresp.body = "Stroomplein is even niet bereikbaar. Probeer het over een halve minuut opnieuw.";
  return (deliver);
}

sub vcl_deliver {
  # The keys are for this cache only; browsers and any cache further out revalidate each time.
  unset resp.http.xkey;
  if (resp.http.Cache-Control ~ "s-maxage") {
    set resp.http.Cache-Control = "public, max-age=0, must-revalidate";
  }
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
