"""Harmonic analysis of tide levels with numpy: fits constituents and fails on a mis-shaped design."""
import numpy as np

CONSTITUENTS = {"M2": 12.4206, "S2": 12.0, "N2": 12.6583, "K1": 23.9345}


def design(hours, periods):
    omega = 2 * np.pi / np.array(periods)
    return np.hstack([np.cos(np.outer(hours, omega)), np.sin(np.outer(hours, omega))])


def fit(levels, hours, periods):
    a = design(hours, periods)
    coef, residuals, rank, _ = np.linalg.lstsq(a, levels, rcond=None)
    return coef, rank


def amplitudes(coef):
    half = len(coef) // 2
    return np.hypot(coef[:half], coef[half:])


def predict(coef, hours, periods):
    a = design(hours, periods)
    return a @ coef


def residual_report(levels, hours, periods, weights):
    coef, rank = fit(levels, hours, periods)
    print("rank", rank, "amplitudes", np.round(amplitudes(coef), 3))
    model = predict(coef, hours, periods)
    weighted = (levels - model) * weights
    return np.sqrt(np.mean(weighted**2))


hours = np.arange(0, 72, 0.5)
truth = 1.8 * np.cos(2 * np.pi * hours / 12.4206) + 0.6 * np.sin(2 * np.pi * hours / 12.0)
levels = truth + np.linspace(-0.01, 0.01, hours.size)
print("samples", hours.size, "mean", round(float(levels.mean()), 4))
weights = np.ones((hours.size // 2, 2))
print("rms", residual_report(levels, hours, list(CONSTITUENTS.values()), weights))
