# SPDX-License-Identifier: Apache-2.0
"""Retort control: no copyright line."""
