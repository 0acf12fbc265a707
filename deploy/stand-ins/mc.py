#!/usr/bin/env python3
"""`mc ready <alias>` and `mc mb [--ignore-existing] <alias>/<bucket>`, as the official client does them.

An alias is `local` (http://127.0.0.1:9000) or read from MC_HOST_<alias> (http://user:password@host:port).
"""
import os
import sys
import urllib.parse

import boto3
import botocore.exceptions


def client(alias):
    url = os.environ.get(f"MC_HOST_{alias}", "http://127.0.0.1:9000" if alias == "local" else "")
    if not url:
        sys.exit(f"mc: no address for alias {alias} (MC_HOST_{alias})")
    parts = urllib.parse.urlsplit(url)
    return boto3.client(
        "s3",
        endpoint_url=f"{parts.scheme}://{parts.hostname}:{parts.port or 80}",
        aws_access_key_id=urllib.parse.unquote(parts.username or "minio"),
        aws_secret_access_key=urllib.parse.unquote(parts.password or "minio123"),
        region_name="us-east-1",
    )


def main(args):
    if args[:1] == ["ready"] and len(args) == 2:
        try:
            client(args[1]).list_buckets()
        except Exception as error:  # noqa: BLE001 - any failure means not ready
            sys.exit(f"mc: {args[1]} is not ready: {error}")
        return
    if args[:1] == ["mb"]:
        ignore = "--ignore-existing" in args
        target = [a for a in args[1:] if not a.startswith("--")]
        if len(target) != 1 or "/" not in target[0]:
            sys.exit("mc: mb needs <alias>/<bucket>")
        alias, bucket = target[0].split("/", 1)
        try:
            client(alias).create_bucket(Bucket=bucket)
            print(f"Bucket created successfully `{target[0]}`.")
        except botocore.exceptions.ClientError as error:
            code = error.response.get("Error", {}).get("Code")
            if ignore and code in ("BucketAlreadyOwnedByYou", "BucketAlreadyExists"):
                print(f"Bucket `{target[0]}` already exists.")
                return
            sys.exit(f"mc: {error}")
        return
    sys.exit(f"mc stand-in: unsupported command {' '.join(args)}")


main(sys.argv[1:])
