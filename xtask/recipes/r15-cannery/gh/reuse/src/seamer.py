# SPDX-FileCopyrightText: 2025 Seamer Works Ltd
# SPDX-License-Identifier: GPL-3.0-or-later
"""Seamer checks."""
